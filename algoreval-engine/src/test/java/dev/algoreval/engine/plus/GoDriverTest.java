package dev.algoreval.engine.plus;

import dev.algoreval.engine.scoring.PlusResult;
import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.engine.scoring.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Go driver on small hand-checked inputs, the same behaviours as {@link PythonDriverTest}. */
class GoDriverTest {
    private static final String ID = "dijkstra/go/edge_list";
    // 0 -2-> 1 -3-> 2, 0 -9-> 2, vertex 3 unreachable: distances 0, 2, 5 and the prompt's -1.
    private static final List<HiddenTest> TESTS = List.of(
            HiddenTest.function("path beats direct edge", List.of(4L, List.of(List.of(0L, 1L, 2L), List.of(1L, 2L, 3L),
                    List.of(0L, 2L, 9L)), 0L), List.of(0L, 2L, 5L, -1L)),
            HiddenTest.function("single vertex", List.of(1L, List.of(), 0L), List.of(0L)));

    private final PlusRunner runner = PlusSandbox.runner();
    private final Instance instance = Dataset.load().instance(ID).orElseThrow();

    @Test
    void referencePasses() {
        PlusResult result = runner.run(instance, instance.referenceSolution(), TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        assertThat(result.passed()).isEqualTo(2);
    }

    @Test
    void aProgramThatOnlyPrintsTheExpectedOutputFailsWithoutCrashingTheHarness() {
        String literal = "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Print("
                + dev.algoreval.dataset.plus.JsonValues.write(instance.expectedOutput()) + ")\n}\n";
        PlusResult result = runner.run(instance, literal, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("undefined: dijkstra").contains("func dijkstra(");
    }

    @Test
    void aWrongArityIsAStaticFailureNamingTheExpectedSignature() {
        String twoParameters = "package main\n\nfunc dijkstra(n int, edges [][3]int) []int64 {\n\treturn nil\n}\n\n"
                + "func main() {}\n";
        PlusResult result = runner.run(instance, twoParameters, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("takes 2 parameters, but the interface passes 3").contains("func dijkstra(");
    }

    @Test
    void aParameterTypeThatCannotHoldTheInputIsAStaticFailure() {
        String stringEdges = "package main\n\nfunc dijkstra(n int, edges string, src int) []int64 {\n\treturn nil\n}\n";
        PlusResult result = runner.run(instance, stringEdges, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("parameter 2").contains("string").contains("func dijkstra(");
    }

    @Test
    void aWrongResultNamesTheFirstFailingInputWithExpectedAndActual() {
        String offByOne = instance.referenceSolution().replace("func dijkstra(", "func realDijkstra(")
                + "\nfunc dijkstra(n int, edges [][3]int, src int) []int64 {\n\tvar out []int64\n"
                + "\tfor _, d := range realDijkstra(n, edges, src) {\n\t\tif d > 0 {\n\t\t\td++\n\t\t}\n"
                + "\t\tout = append(out, int64(d))\n\t}\n\treturn out\n}\n";
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
    void aPanicIsThatInputsRuntimeErrorAndTheNextInputsStillRun() {
        String failsOnFour = "package main\n\nfunc dijkstra(n int, edges [][3]int, src int) []int64 {\n"
                + "\tif n == 4 {\n\t\tvar none []int64\n\t\treturn none[:n+1]\n\t}\n\treturn []int64{0}\n}\n";
        PlusResult result = runner.run(instance, failsOnFour, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(result.detail()).contains("runtime error: slice bounds out of range");
        assertThat(result.passed()).isEqualTo(1);
    }

    @Test
    void aCrashOrHangStopsAtTheInputItHappenedOn() {
        String exits = "package main\n\nimport \"os\"\n\nfunc dijkstra(n int, edges [][3]int, src int) []int64 {\n"
                + "\tif n == 1 {\n\t\tos.Exit(3)\n\t}\n\treturn []int64{0, 2, 5, -1}\n}\n";
        PlusResult result = runner.run(instance, exits, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(result.passed()).isEqualTo(1);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> assertThat(f.test()).isEqualTo("single vertex"));
    }

    @Test
    void theModelsOwnPrintsAndMainDoNotDisturbTheResults() {
        String chatty = "package main\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n\nfunc init() {\n\tfmt.Print(\"hello\")\n}\n\n"
                + "func dijkstra(n int, edges [][3]int, src int) []int64 {\n\tfmt.Print(\"debug \", n)\n"
                + "\tif n == 4 {\n\t\treturn []int64{0, 2, 5, -1}\n\t}\n\treturn []int64{0}\n}\n\n"
                + "func main() {\n\tos.Exit(7)\n}\n";
        PlusResult result = runner.run(instance, chatty, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }
}
