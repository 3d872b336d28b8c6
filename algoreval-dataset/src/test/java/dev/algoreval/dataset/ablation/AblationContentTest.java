package dev.algoreval.dataset.ablation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.PythonInterpreter;
import dev.algoreval.dataset.oracle.OracleInput;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The content of the name/spec ablation (paper Appendix L): the problems the issue names, complete
 * texts that never give the real name away, expected outputs recomputed by an independent oracle, the
 * Python reference printing them, and a wrong-spec program that prints something else, so a run can
 * tell a model that follows the swapped rule from one that follows the real algorithm. The other six
 * languages' references are checked by {@code src/test/resources/ablation/check-references.sh}
 * (the module has no runner for them).
 */
class AblationContentTest {
    private static final List<String> NOVEL = List.of("prufer-sequence", "k-core-decomposition",
            "transitive-reduction", "tree-center", "bridge-tree", "tree-diameter-double-bfs");

    private static List<AblationProblem> problems;
    private static PythonInterpreter python;

    @TempDir
    static Path work;

    @BeforeAll
    static void load() {
        problems = AblationProblems.load();
        python = PythonInterpreter.resolve();
    }

    @Test
    void theNovelProblemsAreExactlyTheSixOfTheIssueAndSixKnownOnesFollow() {
        assertThat(problems.stream().filter(AblationProblem::novel).map(AblationProblem::id))
                .containsExactlyElementsOf(NOVEL);
        assertThat(problems.stream().filter(problem -> !problem.novel()).map(AblationProblem::id))
                .hasSize(6).doesNotContainAnyElementsOf(NOVEL);
    }

    @TestFactory
    Stream<DynamicTest> everyProblemHasEveryField() {
        return each(problem -> {
            for (Map.Entry<String, String> field : texts(problem).entrySet()) {
                assertThat(field.getValue()).as("%s: %s", problem.id(), field.getKey()).isNotBlank();
            }
            assertThat(problem.leakTerms()).as("%s: leak_terms", problem.id()).isNotEmpty();
            assertThat(problem.input()).as("%s: input", problem.id()).isNotEmpty();
            assertThat(problem.references()).as("%s: references", problem.id()).containsOnlyKeys(Language.values());
            problem.references().forEach((language, source) ->
                    assertThat(source).as("%s: %s reference", problem.id(), language.id()).isNotBlank());
        });
    }

    @TestFactory
    Stream<DynamicTest> theWrongSpecSwapsANamedRuleAndKeepsTheRestOfTheText() {
        return each(problem -> {
            assertThat(problem.wrongSpec()).as(problem.id()).isNotEqualTo(problem.spec());
            assertThat(problem.swappedRule()).as(problem.id()).isNotBlank();
            // One rule swapped, not a rewrite: most of the text is shared, at the start and at the end.
            int prefix = commonPrefix(problem.spec(), problem.wrongSpec());
            int suffix = commonPrefix(reverse(problem.spec()), reverse(problem.wrongSpec()));
            assertThat(prefix + suffix).as("%s: characters shared by spec and wrong_spec", problem.id())
                    .isGreaterThan(problem.spec().length() / 2);
        });
    }

    @TestFactory
    Stream<DynamicTest> noTextShownWithoutTheNameGivesTheNameAway() {
        return each(problem -> {
            Map<String, String> texts = texts(problem);
            texts.remove("name");
            texts.remove("swapped_rule");
            texts.forEach((field, text) -> assertThat(NameLeaks.find(problem, text))
                    .as("%s: %s leaks the name", problem.id(), field).isEmpty());
            assertThat(problem.signature()).as(problem.id()).startsWith(AblationProblems.FUNCTION + "(");
        });
    }

    @TestFactory
    Stream<DynamicTest> theExpectedOutputIsTheIndependentOraclesOutput() {
        return each(problem -> {
            AblationOracle oracle = AblationOracles.forProblem(problem.id()).orElseThrow(
                    () -> new AssertionError(problem.id() + " has no oracle in AblationOracles"));
            assertThat(oracle.expectedOutput(new OracleInput(problem.input()))).as(problem.id())
                    .isEqualTo(problem.expected());
        });
    }

    @TestFactory
    Stream<DynamicTest> thePythonReferencePrintsTheExpectedOutput() {
        return each(problem -> {
            PythonInterpreter.Run run = python.run(problem.reference(Language.PYTHON), work);
            assertThat(run.exitCode()).as("%s exits with 0; stderr:%n%s", problem.id(), run.stderr()).isZero();
            assertThat(run.stdout()).as(problem.id()).isEqualTo(problem.expected());
        });
    }

    @TestFactory
    Stream<DynamicTest> aProgramFollowingTheWrongSpecPrintsSomethingElse() {
        return each(problem -> {
            PythonInterpreter.Run run = python.run(problem.wrongSpecProgram(), work);
            assertThat(run.exitCode()).as("%s exits with 0; stderr:%n%s", problem.id(), run.stderr()).isZero();
            assertThat(run.stdout()).as("%s: the swapped rule must change the fixed test's output", problem.id())
                    .isNotBlank().isNotEqualTo(problem.expected());
        });
    }

    private interface ProblemCheck {
        void check(AblationProblem problem) throws IOException;
    }

    private static Stream<DynamicTest> each(ProblemCheck check) {
        return problems.stream().map(problem -> DynamicTest.dynamicTest(problem.id(), () -> check.check(problem)));
    }

    private static Map<String, String> texts(AblationProblem problem) {
        Map<String, String> texts = new java.util.LinkedHashMap<>();
        texts.put("name", problem.name());
        texts.put("wrong_name", problem.wrongName());
        texts.put("fake_name", problem.fakeName());
        texts.put("signature", problem.signature());
        texts.put("format", problem.format());
        texts.put("spec", problem.spec());
        texts.put("wrong_spec", problem.wrongSpec());
        texts.put("swapped_rule", problem.swappedRule());
        texts.put("test", problem.test());
        texts.put("python_test", problem.pythonTest());
        texts.put("expected", problem.expected());
        texts.put("wrong_spec_reference.py", problem.wrongSpecProgram());
        return texts;
    }

    private static int commonPrefix(String a, String b) {
        int i = 0;
        while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return i;
    }

    private static String reverse(String text) {
        return new StringBuilder(text).reverse().toString();
    }
}
