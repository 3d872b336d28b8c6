package dev.algoreval.dataset.ablation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.PythonInterpreter;
import dev.algoreval.dataset.oracle.OracleInput;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedList;
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

    /**
     * Under name+format the prompt has the name and the format but no spec, so a rule that only the spec
     * states must not decide the expected output. Four novel problems have an output the name fixes (the
     * Prüfer code, the core numbers, the transitive reduction of a DAG, the one or two centres, in the
     * stated orders); two do not: any numbering of the bridge tree's groups, and any longest path in
     * either direction, would be a correct answer. Those two state the output's tie rule in format_ties.
     */
    @Test
    void theProblemsWhoseOutputOnlyTheSpecFixesStateTheirTieRuleForNameFormat() {
        assertThat(problems.stream().filter(AblationProblem::novel).filter(p -> !p.formatTies().isEmpty())
                .map(AblationProblem::id)).containsExactly("bridge-tree", "tree-diameter-double-bfs");
    }

    @Test
    void theBridgeTreesExpectedGroupsAreNumberedByTheirSmallestVertexAsItsTieRuleSays() {
        AblationProblem problem = problem("bridge-tree");
        assertThat(problem.formatTies()).contains("increasing order of the smallest vertex label in each group");
        // Numbered by smallest vertex = scanning the vertices 0, 1, 2, ..., each new group number is the next one.
        int next = 0;
        for (String group : problem.expected().lines().findFirst().orElseThrow().split(" ")) {
            int number = Integer.parseInt(group);
            assertThat(number).as("group of the next vertex").isLessThanOrEqualTo(next);
            next = Math.max(next, number + 1);
        }
    }

    @Test
    void theTreeDiametersExpectedPathIsTheLexicographicallySmallestLongestPathAsItsTieRuleSays() {
        AblationProblem problem = problem("tree-diameter-double-bfs");
        assertThat(problem.formatTies()).contains("lexicographic order");
        OracleInput input = new OracleInput(problem.input());
        List<Integer> best = lexicographicallySmallestLongestPath(input.integer("n"), input.intMatrix("edges"));
        assertThat(problem.expected()).isEqualTo((best.size() - 1) + "\n"
                + String.join(" ", best.stream().map(String::valueOf).toList()) + "\n");
    }

    /** Brute force over every ordered pair of vertices: the tree path between them, by BFS parents. */
    private static List<Integer> lexicographicallySmallestLongestPath(int n, int[][] edges) {
        List<List<Integer>> adjacent = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            adjacent.add(new ArrayList<>());
        }
        for (int[] e : edges) {
            adjacent.get(e[0]).add(e[1]);
            adjacent.get(e[1]).add(e[0]);
        }
        List<Integer> best = List.of();
        for (int from = 0; from < n; from++) {
            int[] parent = new int[n];
            Arrays.fill(parent, -2);
            parent[from] = -1;
            ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(from));
            while (!queue.isEmpty()) {
                int u = queue.poll();
                for (int v : adjacent.get(u)) {
                    if (parent[v] == -2) {
                        parent[v] = u;
                        queue.add(v);
                    }
                }
            }
            for (int to = 0; to < n; to++) {
                LinkedList<Integer> path = new LinkedList<>();
                for (int v = to; v != -1; v = parent[v]) {
                    path.addFirst(v);
                }
                if (path.size() > best.size() || path.size() == best.size() && compare(path, best) < 0) {
                    best = List.copyOf(path);
                }
            }
        }
        return best;
    }

    private static int compare(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).equals(b.get(i))) {
                return Integer.compare(a.get(i), b.get(i));
            }
        }
        return 0;
    }

    private static AblationProblem problem(String id) {
        return problems.stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
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
        if (!problem.formatTies().isEmpty()) {
            texts.put("format_ties", problem.formatTies());
        }
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
