package dev.algoreval.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Python prompts fix the test block, so the block itself must print {@code expected} for every
 * answer the requirements allow: the reference's own answer, and each alternative return form listed
 * in {@code python-alternatives.yaml}. Both run through the real Python interpreter.
 */
class PythonAnswersTest {
    private static final String ALTERNATIVES = "python-alternatives.yaml";
    private static final Pattern DEFINITION = Pattern.compile("(?m)^(?:def|class) (\\w+)\\b");

    record Alternative(String algorithm, String form, String wrapper) {
    }

    record Alternatives(List<Alternative> alternatives) {
    }

    private static Dataset dataset;
    private static PythonInterpreter python;
    private static List<Alternative> alternatives;

    @TempDir
    static Path work;

    @BeforeAll
    static void load() throws IOException {
        dataset = Dataset.load();
        python = PythonInterpreter.resolve();
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory()).enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        try (InputStream in = PythonAnswersTest.class.getClassLoader().getResourceAsStream(ALTERNATIVES)) {
            assertThat(in).as(ALTERNATIVES).isNotNull();
            alternatives = yaml.readValue(in, Alternatives.class).alternatives();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyPythonReferencePrintsItsExpectedOutput() {
        return pythonInstances().map(instance -> DynamicTest.dynamicTest(instance.id(),
                () -> assertPrintsExpected(instance, instance.referenceSolution(), "the reference")));
    }

    @TestFactory
    Stream<DynamicTest> everyAllowedReturnFormPassesTheFixedPythonTest() {
        return alternatives.stream().flatMap(alternative -> pythonInstances()
                .filter(instance -> instance.algorithm().id().equals(alternative.algorithm()))
                .map(instance -> DynamicTest.dynamicTest(instance.id() + ": " + alternative.form(),
                        () -> assertPrintsExpected(instance, withWrapper(instance, alternative), alternative.form()))));
    }

    @Test
    void everyAlternativeWrapsAFunctionThatTheTestBlockCallsInEveryVariant() {
        assertThat(alternatives).isNotEmpty();
        for (Alternative alternative : alternatives) {
            assertThat(alternative.form()).as("%s: form", alternative.algorithm()).isNotBlank();
            List<Instance> instances = pythonInstances()
                    .filter(instance -> instance.algorithm().id().equals(alternative.algorithm())).toList();
            assertThat(instances).as("%s is an algorithm of the dataset", alternative.algorithm()).isNotEmpty();
            Matcher definition = DEFINITION.matcher(alternative.wrapper());
            assertThat(definition.find()).as("%s (%s) defines a function", alternative.algorithm(), alternative.form())
                    .isTrue();
            // A wrapper around a function the test never calls would let the test pass without trying the form.
            for (Instance instance : instances) {
                assertThat(instance.variant().pythonTest()).as("%s calls %s", instance.id(), definition.group(1))
                        .contains(definition.group(1) + "(");
            }
        }
    }

    private static Stream<Instance> pythonInstances() {
        return dataset.instances().stream().filter(instance -> instance.language() == Language.PYTHON);
    }

    /** The reference with the wrapper placed between its implementation and its test block. */
    private static String withWrapper(Instance instance, Alternative alternative) {
        String testBlock = instance.variant().pythonTest().strip();
        String reference = instance.referenceSolution();
        int at = reference.indexOf(testBlock);
        assertThat(at).as("%s embeds its test block", instance.id()).isNotNegative();
        return reference.substring(0, at) + alternative.wrapper().strip() + "\n\n\n" + reference.substring(at);
    }

    private static void assertPrintsExpected(Instance instance, String program, String answer) throws IOException {
        PythonInterpreter.Run run = python.run(program, work);
        assertThat(run.exitCode()).as("%s with %s exits with 0; stderr:%n%s", instance.id(), answer, run.stderr())
                .isZero();
        assertThat(run.stdout()).as("%s with %s", instance.id(), answer).isEqualTo(instance.expectedOutput());
    }
}
