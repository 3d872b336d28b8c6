package dev.algoreval.dataset.ablation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import dev.algoreval.dataset.DatasetException;
import dev.algoreval.dataset.Language;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every malformed or inconsistent ablation problem fails with a {@link DatasetException} naming the
 * file and the field. Each case writes a small valid ablation (one problem, "toy") into a temporary
 * class path, with exactly one defect, and loads it in isolation from the bundled one.
 */
class AblationProblemsErrorsTest {
    private static final String PROBLEM = "algoreval/ablation/toy/problem.yaml";
    private static final String PYTHON_TEST = "if __name__ == \"__main__\":\n    print(solve(2, 3))\n";

    @TempDir
    Path root;

    private static Map<String, Object> validProblem() {
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("id", "toy");
        problem.put("name", "Gauss addition");
        problem.put("wrong_name", "Horner's method");
        problem.put("fake_name", "the Pellworm sum");
        problem.put("leak_terms", List.of("Gauss"));
        problem.put("signature", "solve(a, b)");
        problem.put("format", "a and b are integers. solve returns an integer, printed on its own line.");
        problem.put("spec", "Return a plus b.");
        problem.put("wrong_spec", "Return a minus b.");
        problem.put("swapped_rule", "plus becomes minus");
        problem.put("test", "Call solve(2, 3) and print the result on its own line.");
        problem.put("python_test", PYTHON_TEST);
        problem.put("input", Map.of("a", 2, "b", 3));
        problem.put("expected", "5\n");
        return problem;
    }

    private AblationProblems write(Map<String, Object> problem, Consumer<Path> defect) throws IOException {
        Path ablation = root.resolve("algoreval/ablation");
        Files.createDirectories(ablation.resolve("toy/reference"));
        Files.writeString(ablation.resolve("ablation.yaml"), "novel: [toy]\nknown: []\n");
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory().enable(YAMLGenerator.Feature.LITERAL_BLOCK_STYLE));
        Files.writeString(ablation.resolve("toy/problem.yaml"), yaml.writeValueAsString(problem), StandardCharsets.UTF_8);
        for (Language language : Language.values()) {
            Files.writeString(ablation.resolve("toy/reference/" + language.sourceFileName()), "program\n");
        }
        Files.writeString(ablation.resolve("toy/reference/main.py"), "def solve(a, b):\n    return a + b\n\n\n" + PYTHON_TEST);
        Files.writeString(ablation.resolve("toy/wrong_spec_reference.py"),
                "def solve(a, b):\n    return a - b\n\n\n" + PYTHON_TEST);
        defect.accept(ablation);
        return new AblationProblems(new URLClassLoader(new URL[] {root.toUri().toURL()}, null));
    }

    private AbstractThrowableAssert<?, ? extends Throwable> assertFails(Map<String, Object> problem) throws IOException {
        return assertFails(problem, ablation -> { });
    }

    private AbstractThrowableAssert<?, ? extends Throwable> assertFails(Map<String, Object> problem,
            Consumer<Path> defect) throws IOException {
        AblationProblems loader = write(problem, defect);
        return assertThatThrownBy(loader::loadAll).isInstanceOf(DatasetException.class);
    }

    @Test
    void theValidToyLoads() throws IOException {
        List<AblationProblem> problems = write(validProblem(), ablation -> { }).loadAll();

        assertThat(problems).singleElement().satisfies(toy -> {
            assertThat(toy.id()).isEqualTo("toy");
            assertThat(toy.novel()).isTrue();
            assertThat(toy.wrongName()).isEqualTo("Horner's method");
            assertThat(toy.wrongSpec()).isEqualTo("Return a minus b.");
            assertThat(toy.input()).containsEntry("a", 2);
            assertThat(toy.reference(Language.GO)).isEqualTo("program\n");
            assertThat(toy.wrongSpecProgram()).contains("return a - b");
        });
    }

    @Test
    void unknownField() throws IOException {
        Map<String, Object> problem = validProblem();
        problem.put("hint", "use +");
        assertFails(problem).hasMessageContaining(PROBLEM).hasMessageContaining("unknown field 'hint'");
    }

    @Test
    void repeatedKey() throws IOException {
        assertFails(validProblem(), ablation -> append(ablation.resolve("toy/problem.yaml"), "name: Other\n"))
                .hasMessageContaining(PROBLEM).hasMessageContaining("name");
    }

    @Test
    void everyRequiredFieldIsRequired() throws IOException {
        for (String field : validProblem().keySet()) {
            if (field.equals("id")) {
                continue;
            }
            Map<String, Object> problem = validProblem();
            problem.remove(field);
            assertFails(problem).as(field).hasMessageContaining(PROBLEM).hasMessageContaining("field '" + field + "'");
        }
    }

    @Test
    void idMustMatchTheFolder() throws IOException {
        Map<String, Object> problem = validProblem();
        problem.put("id", "other");
        assertFails(problem).hasMessageContaining("field 'id'").hasMessageContaining("'other'");
    }

    @Test
    void wrongSpecMustDifferFromSpec() throws IOException {
        Map<String, Object> problem = validProblem();
        problem.put("wrong_spec", "Return a plus b.");
        assertFails(problem).hasMessageContaining("field 'wrong_spec'").hasMessageContaining("same text as spec");
    }

    @Test
    void theSignatureMustUseTheNeutralFunctionName() throws IOException {
        Map<String, Object> problem = validProblem();
        problem.put("signature", "gaussAdd(a, b)");
        assertFails(problem).hasMessageContaining("field 'signature'").hasMessageContaining("solve(");
    }

    @Test
    void aLeakTermInTheSpecIsRefused() throws IOException {
        Map<String, Object> problem = validProblem();
        problem.put("spec", "Return a plus b, as gauss did.");
        assertFails(problem).hasMessageContaining("field 'spec'").hasMessageContaining("'Gauss'");
    }

    @Test
    void theOptionalFormatTiesLoadsAndMayNotLeakTheNameOrBeBlank() throws IOException {
        assertThat(write(validProblem(), ablation -> { }).loadAll().get(0).formatTies()).isEmpty();
        Map<String, Object> withTies = validProblem();
        withTies.put("format_ties", "Ties: the smaller sum is printed.");
        assertThat(write(withTies, ablation -> { }).loadAll().get(0).formatTies())
                .isEqualTo("Ties: the smaller sum is printed.");

        Map<String, Object> leaking = validProblem();
        leaking.put("format_ties", "Ties: as Gauss would.");
        assertFails(leaking).hasMessageContaining("field 'format_ties'").hasMessageContaining("'Gauss'");
        Map<String, Object> blank = validProblem();
        blank.put("format_ties", " ");
        assertFails(blank).hasMessageContaining("field 'format_ties'").hasMessageContaining("blank");
    }

    @Test
    void theRealNameAsWrongNameIsRefused() throws IOException {
        Map<String, Object> problem = validProblem();
        problem.put("wrong_name", "gauss addition");
        assertFails(problem).hasMessageContaining("field 'wrong_name'");
    }

    @Test
    void inputNotShownInTheTest() throws IOException {
        Map<String, Object> problem = validProblem();
        problem.put("input", Map.of("a", 2, "b", 4));
        assertFails(problem).hasMessageContaining("field 'input.b'");
    }

    @Test
    void expectedWithoutFinalNewline() throws IOException {
        Map<String, Object> problem = validProblem();
        problem.put("expected", "5");
        assertFails(problem).hasMessageContaining("field 'expected'").hasMessageContaining("newline");
    }

    @Test
    void missingReference() throws IOException {
        assertFails(validProblem(), ablation -> delete(ablation.resolve("toy/reference/main.rs")))
                .hasMessageContaining("algoreval/ablation/toy/reference/main.rs").hasMessageContaining("missing");
    }

    @Test
    void pythonReferenceWithoutTheTestBlock() throws IOException {
        assertFails(validProblem(), ablation -> overwrite(ablation.resolve("toy/reference/main.py"), "print(5)\n"))
                .hasMessageContaining("toy/reference/main.py").hasMessageContaining("python_test");
    }

    @Test
    void missingWrongSpecProgram() throws IOException {
        assertFails(validProblem(), ablation -> delete(ablation.resolve("toy/wrong_spec_reference.py")))
                .hasMessageContaining("toy/wrong_spec_reference.py").hasMessageContaining("missing");
    }

    @Test
    void repeatedIdInTheIndex() throws IOException {
        assertFails(validProblem(), ablation -> overwrite(ablation.resolve("ablation.yaml"), "novel: [toy]\nknown: [toy]\n"))
                .hasMessageContaining("algoreval/ablation/ablation.yaml").hasMessageContaining("'toy'");
    }

    private static void append(Path file, String text) {
        try {
            Files.writeString(file, Files.readString(file) + text);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void overwrite(Path file, String text) {
        try {
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void delete(Path file) {
        try {
            Files.delete(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
