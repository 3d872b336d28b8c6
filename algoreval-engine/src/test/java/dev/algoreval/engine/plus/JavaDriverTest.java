package dev.algoreval.engine.plus;

import dev.algoreval.engine.scoring.PlusResult;
import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.engine.scoring.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Java driver on the inputs of {@link PythonDriverTest}, with the same behaviours in Java programs. */
class JavaDriverTest {
    private static final String ID = "dijkstra/java/edge_list";
    // 0 -2-> 1 -3-> 2, 0 -9-> 2, vertex 3 unreachable: distances 0, 2, 5 and the prompt's -1.
    private static final List<HiddenTest> TESTS = List.of(
            HiddenTest.function("path beats direct edge", List.of(4L, List.of(List.of(0L, 1L, 2L), List.of(1L, 2L, 3L),
                    List.of(0L, 2L, 9L)), 0L), List.of(0L, 2L, 5L, -1L)),
            HiddenTest.function("single vertex", List.of(1L, List.of(), 0L), List.of(0L)));

    private final PlusRunner runner = PlusSandbox.runner();
    private final Instance instance = Dataset.load().instance(ID).orElseThrow();

    private static String main(String body) {
        return "import java.util.*;\n\npublic class Main {\n" + body + "\n}\n";
    }

    @Test
    void referencePasses() {
        PlusResult result = runner.run(instance, instance.referenceSolution(), TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        assertThat(result.passed()).isEqualTo(2);
    }

    @Test
    void aProgramThatOnlyPrintsTheExpectedOutputFailsWithoutCrashingTheHarness() {
        String literal = main("    public static void main(String[] args) {\n        System.out.print("
                + dev.algoreval.dataset.plus.JsonValues.write(instance.expectedOutput()) + ");\n    }");
        PlusResult result = runner.run(instance, literal, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("no method 'dijkstra'").contains("static long[] dijkstra(int n, int[][] edges");
    }

    @Test
    void aDifferentParameterTypeIsAStaticFailureNamingWhatWasFoundAndTheExpectedSignature() {
        String lists = main("    static long[] dijkstra(int n, List<int[]> edges, int src) {\n"
                + "        return new long[n];\n    }");
        PlusResult result = runner.run(instance, lists, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("found dijkstra(int, java.util.List, int)")
                .contains("static long[] dijkstra(int n, int[][] edges, int src)");
    }

    @Test
    void aDifferentResultContainerIsStillReadByItsRuntimeType() {
        String boxed = main("    private static List<Long> dijkstra(int n, int[][] edges, int src) {\n"
                + "        return n == 4 ? List.of(0L, 2L, 5L, -1L) : List.of(0L);\n    }");
        PlusResult result = runner.run(instance, boxed, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Test
    void aWrongResultNamesTheFirstFailingInputWithExpectedAndActual() {
        String offByOne = instance.referenceSolution().replace("static long[] dijkstra(", "static long[] real(")
                .replace("public static void main(", "static long[] dijkstra(int n, int[][] edges, int src) {\n"
                        + "        long[] d = real(n, edges, src);\n"
                        + "        for (int i = 0; i < d.length; i++) if (d[i] > 0) d[i]++;\n"
                        + "        return d;\n    }\n\n    public static void main(");
        PlusResult result = runner.run(instance, offByOne, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.WRONG_OUTPUT);
        assertThat(result.passed()).isEqualTo(1);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> {
            assertThat(f.test()).isEqualTo("path beats direct edge");
            assertThat(f.expected()).isEqualTo("[0,2,5,-1]");
            assertThat(f.actual()).isEqualTo("[0,3,6,-1]");
        });
    }

    @Test
    void anExceptionIsThatInputsRuntimeErrorAndTheNextInputsStillRun() {
        String failsOnOne = main("    static long[] dijkstra(int n, int[][] edges, int src) {\n"
                + "        if (n == 4) throw new IllegalStateException(\"boom\");\n"
                + "        return new long[] {0};\n    }");
        PlusResult result = runner.run(instance, failsOnOne, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(result.detail()).contains("IllegalStateException: boom");
        assertThat(result.passed()).isEqualTo(1);
    }

    @Test
    void aCrashStopsAtTheInputItHappenedOn() {
        String exits = main("    static long[] dijkstra(int n, int[][] edges, int src) {\n"
                + "        if (n == 1) System.exit(3);\n"
                + "        return new long[] {0, 2, 5, -1};\n    }");
        PlusResult result = runner.run(instance, exits, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(result.passed()).isEqualTo(1);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> assertThat(f.test()).isEqualTo("single vertex"));
    }

    @Test
    void theModelsOwnPrintsAndMainDoNotDisturbTheResults() {
        String chatty = main("    static { System.out.print(\"hello\"); }\n"
                + "    static long[] dijkstra(int n, int[][] edges, int src) {\n"
                + "        System.out.print(\"debug \" + n);\n"
                + "        return n == 4 ? new long[] {0, 2, 5, -1} : new long[] {0};\n    }\n"
                + "    public static void main(String[] args) {\n        System.exit(7);\n    }");
        PlusResult result = runner.run(instance, chatty, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }
}
