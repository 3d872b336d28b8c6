package dev.algoreval.engine.plus;

import dev.algoreval.engine.scoring.PlusResult;
import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.JsonValues;
import dev.algoreval.engine.scoring.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The C driver on small hand-checked inputs: PythonDriverTest's behaviours (a crash ends the process,
 * so the crashed input fails and the earlier ones keep their results), plus the C result conventions.
 */
class CDriverTest {
    private static final String ID = "dijkstra/c/edge_list";
    private static final String SIGNATURE = "long long *dijkstra(int n, const int edges[][3], int edgesSize, int src, int *returnSize);";
    // 0 -2-> 1 -3-> 2, 0 -9-> 2, vertex 3 unreachable: distances 0, 2, 5 and the prompt's -1.
    private static final List<HiddenTest> TESTS = List.of(
            HiddenTest.function("path beats direct edge", List.of(4L, List.of(List.of(0L, 1L, 2L), List.of(1L, 2L, 3L),
                    List.of(0L, 2L, 9L)), 0L), List.of(0L, 2L, 5L, -1L)),
            HiddenTest.function("single vertex", List.of(1L, List.of(), 0L), List.of(0L)));
    private static final String HEADERS = "#include <stdio.h>\n#include <stdlib.h>\n";
    /** A dijkstra that returns {@code answer} for n == 4 and [0] otherwise, after {@code before}. */
    private static final String CANNED = HEADERS
            + "long long *dijkstra(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {\n"
            + "    static const long long four[] = {0, 2, 5, -1};\n    %s\n"
            + "    long long *d = malloc(4 * sizeof *d);\n    *returnSize = n == 4 ? 4 : 1;\n"
            + "    for (int i = 0; i < *returnSize; i++) d[i] = n == 4 ? four[i] + %s : 0;\n    return d;\n}\n";

    private final PlusRunner runner = PlusSandbox.runner();
    private final Instance instance = Dataset.load().instance(ID).orElseThrow();

    @Test
    void referencePasses() {
        PlusResult result = runner.run(instance, instance.referenceSolution(), TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        assertThat(result.passed()).isEqualTo(2);
    }

    @Test
    void aProgramThatOnlyPrintsTheExpectedOutputIsAStaticFailure() {
        String literal = "#include <stdio.h>\nint main(void) {\n    fputs(" + JsonValues.write(instance.expectedOutput())
                + ", stdout);\n    return 0;\n}\n";
        PlusResult result = runner.run(instance, literal, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("undefined reference").contains("dijkstra").contains(SIGNATURE);
    }

    @Test
    void aDefinitionWithOtherParametersIsAStaticFailureNamingTheExpectedSignature() {
        String edgeStructs = HEADERS + "typedef struct { int u, v, w; } Edge;\n"
                + "void dijkstra(int n, const Edge *edges, int m, int src, long long *dist) {\n}\n";
        PlusResult result = runner.run(instance, edgeStructs, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("conflicting types for").contains(SIGNATURE);
    }

    @Test
    void aWrongResultNamesTheFirstFailingInputWithExpectedAndActual() {
        PlusResult result = runner.run(instance, CANNED.formatted("", "(four[i] > 0)"), TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.WRONG_OUTPUT);
        assertThat(result.passed()).isEqualTo(1);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> {
            assertThat(f.test()).isEqualTo("path beats direct edge");
            assertThat(f.expected()).isEqualTo("[0,2,5,-1]");
            assertThat(f.actual()).isEqualTo("[0,3,6,-1]");
        });
    }

    @Test
    void aCrashEndsTheRunAtItsInputAndKeepsTheEarlierResults() {
        PlusResult result = runner.run(instance, CANNED.formatted("if (n == 1) abort();", "0"), TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(result.passed()).isEqualTo(1);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> {
            assertThat(f.test()).isEqualTo("single vertex");
            assertThat(f.actual()).isEqualTo("(crashed)");
        });
    }

    @Test
    void aResultWhoseSizeWasNotSetIsReportedNotGuessed() {
        String noSize = HEADERS + "long long *dijkstra(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {\n"
                + "    return calloc(n, sizeof(long long));\n}\n";
        PlusResult result = runner.run(instance, noSize, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.WRONG_OUTPUT);
        assertThat(result.detail()).contains("*returnSize");
    }

    @Test
    void theModelsOwnPrintsAndMainDoNotDisturbTheResults() {
        String chatty = "#define V 7\n" + CANNED.formatted("printf(\"debug %d\", n);", "0")
                + "int main(void) {\n    printf(\"hello\");\n    exit(V);\n}\n";
        PlusResult result = runner.run(instance, chatty, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Test
    void aClassApiIsCreatedCalledAndFreed() {
        Instance matching = Dataset.load().instance("hopcroft-karp/c/edge_list").orElseThrow();
        // Left 1 likes right 1 and 2, left 2 only right 1: both can be matched; no edges match nobody.
        List<HiddenTest> tests = List.of(
                HiddenTest.construct("two of two", List.of(2L, 2L), List.of(call("addEdge", 1L, 1L), call("addEdge", 1L, 2L),
                        call("addEdge", 2L, 1L), call("hopcroftKarp")), List.of(2L)),
                HiddenTest.construct("no edges", List.of(1L, 1L), List.of(call("hopcroftKarp")), List.of(0L)));
        PlusResult result = runner.run(matching, matching.referenceSolution(), tests);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        assertThat(result.passed()).isEqualTo(2);
    }

    @Test
    void aNullListIsAbsentAndTheLargestElementIsAnAbsentElement() {
        Instance dag = Dataset.load().instance("dag-shortest-path/c/edge_list").orElseThrow();
        String fixed = "#include <limits.h>\n#include <stdlib.h>\n"
                + "long long *dagShortestPath(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {\n"
                + "    long long *d = malloc(2 * sizeof *d);\n    d[0] = 0;\n    d[1] = LLONG_MAX;\n"
                + "    *returnSize = 2;\n    return d;\n}\n";
        List<HiddenTest> tests = List.of(HiddenTest.function("one unreachable", List.of(2L, List.of(), 0L),
                java.util.Arrays.asList(0L, null)));
        PlusResult result = runner.run(dag, fixed, tests);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Test
    void aResultStructIsWrittenFieldByField() {
        Instance cut = Dataset.load().instance("stoer-wagner-min-cut/c/edge_list").orElseThrow();
        String fixed = "#include <stdlib.h>\ntypedef struct { long long weight; int *side; int sideSize; } StoerWagnerResult;\n"
                + "StoerWagnerResult stoerWagner(int n, const int edges[][3], int edgesSize) {\n"
                + "    StoerWagnerResult r = {edges[0][2], malloc(sizeof(int)), 1};\n    r.side[0] = 1;\n    return r;\n}\n";
        List<HiddenTest> tests = List.of(HiddenTest.function("one edge", List.of(2L, List.of(List.of(0L, 1L, 5L))),
                List.of(5L, List.of(1L))));
        PlusResult result = runner.run(cut, fixed, tests);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    private static HiddenTest.Call call(String method, Object... args) {
        return new HiddenTest.Call(method, List.of(args));
    }
}
