package dev.algoreval.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every malformed or inconsistent dataset fails with a {@link DatasetException} whose message names the
 * file and the field. Each case is a complete fixture dataset ({@code src/test/resources/fixtures/<case>})
 * with exactly one defect, loaded in isolation from the bundled dataset.
 */
class DatasetLoaderErrorsTest {
    private static final String INDEX = "algoreval/dataset.yaml";
    private static final String ALGORITHM = "algoreval/algorithms/add/algorithm.yaml";
    private static final String REFERENCES = "algoreval/algorithms/add/reference/default/";

    private static AbstractThrowableAssert<?, ? extends Throwable> assertLoadFails(String fixture) {
        return assertThatThrownBy(() -> Fixtures.load(fixture)).isInstanceOf(DatasetException.class);
    }

    @Test
    void validFixtureLoadsOnItsOwn() {
        Dataset dataset = Fixtures.load("valid");

        assertThat(dataset.algorithms()).extracting(Algorithm::id).containsExactly("add");
        assertThat(dataset.instances()).extracting(Instance::id).containsExactly(
                "add/python/default", "add/c/default", "add/cpp/default", "add/java/default",
                "add/javascript/default", "add/rust/default", "add/go/default");
        Instance python = dataset.instance("add/python/default").orElseThrow();
        assertThat(python.domain()).isEqualTo(Domain.OTHER);
        assertThat(python.variant().requirements())
                .containsExactly("Implement add(a, b) where a and b are integers.", "– add returns a + b.");
        assertThat(python.variant().test()).isEqualTo("Call add(2, 3) and print the returned integer on its own line.");
        assertThat(python.expectedOutput()).isEqualTo("5\n");
        assertThat(python.referenceSolution()).startsWith("def add(a, b):");
        assertThat(dataset.instance("add/rust/default").orElseThrow().referenceSolution()).contains("fn main()");
    }

    @Test
    void validGraphFixtureHasOneInstancePerLanguageAndRepresentation() {
        Dataset dataset = Fixtures.load("valid-graph");

        assertThat(dataset.instances()).hasSize(14);
        assertThat(dataset.instances()).extracting(Instance::representation).containsOnly(
                Representation.EDGE_LIST, Representation.ADJ_MATRIX);
    }

    @Test
    void fixtureClassLoaderDoesNotSeeTheBundledDataset() throws Exception {
        ClassLoader testClassLoader = getClass().getClassLoader();
        assertThat(testClassLoader.getResource("algoreval/algorithms/dijkstra/algorithm.yaml"))
                .as("the bundled dataset is on the test class path").isNotNull();
        try (URLClassLoader loader = Fixtures.classLoader("valid")) {
            assertThat(loader.getResource("algoreval/algorithms/dijkstra/algorithm.yaml")).isNull();
            assertThat(loader.getResource("algoreval/prompts.yaml")).isNull();
            URL index = loader.getResource(INDEX);
            assertThat(index).isNotNull();
            assertThat(Path.of(index.toURI())).isEqualTo(Fixtures.root("valid").resolve(INDEX));
        }
    }

    @Test
    void emptyClassPathNamesTheMissingIndex(@TempDir Path empty) throws IOException {
        try (URLClassLoader loader = Fixtures.classLoader(empty)) {
            assertThatThrownBy(() -> Dataset.load(loader)).isInstanceOf(DatasetException.class)
                    .hasMessageContaining(INDEX).hasMessageContaining("missing");
        }
    }

    @Test
    void unknownField() {
        assertLoadFails("unknown-field").hasMessageContaining(ALGORITHM)
                .hasMessageContaining("field 'variants[0].hint'").hasMessageContaining("unknown field 'hint'")
                .hasMessageContaining("line 22");
    }

    @Test
    void missingRequiredField() {
        assertLoadFails("missing-expected").hasMessageContaining(ALGORITHM)
                .hasMessageContaining("field 'variants[0].expected'").hasMessageContaining("required");
    }

    @Test
    void inputValueThatThePromptDoesNotShow() {
        assertLoadFails("input-not-shown").hasMessageContaining(ALGORITHM)
                .hasMessageContaining("field 'variants[0].input.b'").hasMessageContaining("does not appear in the variant's test text");
    }

    @Test
    void unknownDomain() {
        assertLoadFails("unknown-domain").hasMessageContaining(ALGORITHM).hasMessageContaining("field 'domain'")
                .hasMessageContaining("arithmetic");
    }

    @Test
    void graphAlgorithmWithRepresentationDefault() {
        assertLoadFails("graph-default").hasMessageContaining(ALGORITHM)
                .hasMessageContaining("field 'variants[0].representation'").hasMessageContaining("default");
    }

    @Test
    void nonGraphAlgorithmWithEdgeList() {
        assertLoadFails("non-graph-edge-list").hasMessageContaining(ALGORITHM)
                .hasMessageContaining("field 'variants[0].representation'").hasMessageContaining("edge_list");
    }

    @Test
    void duplicateRepresentation() {
        assertLoadFails("duplicate-representation").hasMessageContaining(ALGORITHM)
                .hasMessageContaining("field 'variants[1].representation'").hasMessageContaining("twice");
    }

    @Test
    void idNotMatchingFolder() {
        assertLoadFails("id-mismatch").hasMessageContaining(ALGORITHM).hasMessageContaining("field 'id'")
                .hasMessageContaining("addition");
    }

    @Test
    void expectedWithoutTrailingNewline() {
        assertLoadFails("expected-without-newline").hasMessageContaining(ALGORITHM)
                .hasMessageContaining("field 'variants[0].expected'").hasMessageContaining("newline");
    }

    @Test
    void pythonTestNotStartingWithMainGuard() {
        assertLoadFails("python-test-without-main").hasMessageContaining(ALGORITHM)
                .hasMessageContaining("field 'variants[0].python_test'")
                .hasMessageContaining("if __name__ == \"__main__\":");
    }

    @Test
    void missingReferenceFileForOneLanguage() {
        assertLoadFails("missing-reference").hasMessageContaining(REFERENCES + "main.rs")
                .hasMessageContaining("missing");
    }

    @Test
    void pythonReferenceNotContainingPythonTest() {
        assertLoadFails("python-reference-without-test").hasMessageContaining(REFERENCES + "main.py")
                .hasMessageContaining("field 'python_test'");
    }

    @Test
    void yamlSyntaxError() {
        assertLoadFails("yaml-syntax-error").hasMessageContaining(ALGORITHM).hasMessageContaining("malformed")
                .hasMessageContaining("field 'variants[0].requirements").hasMessageContaining("flow sequence");
    }

    @Test
    void duplicateAlgorithmIdInIndex() {
        assertLoadFails("duplicate-algorithm-id").hasMessageContaining(INDEX).hasMessageContaining("field 'algorithms'")
                .hasMessageContaining("duplicate algorithm id 'add'");
    }

    @Test
    void duplicateKeyInAlgorithmFile() {
        // A repeated key would otherwise silently replace the first value (e.g. a second 'variants:' drops variants).
        assertLoadFails("duplicate-key").hasMessageContaining(ALGORITHM).hasMessageContaining("field 'variants[0]'")
                .hasMessageContaining("Duplicate field 'expected'");
    }

    @Test
    void algorithmListedButMissing() {
        assertLoadFails("missing-algorithm-file").hasMessageContaining("algoreval/algorithms/subtract/algorithm.yaml")
                .hasMessageContaining("missing");
    }
}
