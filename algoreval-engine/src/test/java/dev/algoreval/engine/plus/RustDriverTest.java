package dev.algoreval.engine.plus;

import dev.algoreval.engine.scoring.PlusResult;
import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.engine.scoring.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Rust driver on small hand-checked inputs, the same behaviours as {@link PythonDriverTest}. */
class RustDriverTest {
    private static final String ID = "dijkstra/rust/edge_list";
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
        String literal = "fn main() {\n    print!(\"{}\", " + dev.algoreval.dataset.plus.JsonValues.write(instance.expectedOutput())
                + ");\n}\n";
        PlusResult result = runner.run(instance, literal, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("cannot find function `dijkstra`").contains("fn dijkstra(");
    }

    @Test
    void aWrongArityIsAStaticFailureNamingTheExpectedSignature() {
        String twoParameters = "fn dijkstra(n: usize, edges: &[(usize, usize, i32)]) -> Vec<i64> {\n    vec![0; n + edges.len()]\n}\n"
                + "\nfn main() {}\n";
        PlusResult result = runner.run(instance, twoParameters, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("takes 2 arguments but 3 arguments were supplied").contains("fn dijkstra(");
    }

    @Test
    void otherIntegerWidthsAndOwnedParametersAreAccepted() {
        String owned = "fn dijkstra(n: i32, edges: Vec<[i64; 3]>, src: usize) -> Vec<i32> {\n"
                + "    if n == 4 && edges.len() == 3 && src == 0 { vec![0, 2, 5, -1] } else { vec![0] }\n}\n";
        PlusResult result = runner.run(instance, owned, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Test
    void aWrongResultNamesTheFirstFailingInputWithExpectedAndActual() {
        String offByOne = instance.referenceSolution().replace("fn dijkstra(", "fn real_dijkstra(")
                + "\nfn dijkstra(n: usize, edges: &[(usize, usize, i64)], src: usize) -> Vec<i64> {\n"
                + "    real_dijkstra(n, edges, src).into_iter().map(|d| if d > 0 { d + 1 } else { d }).collect()\n}\n";
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
        String failsOnFour = "fn dijkstra(n: usize, _edges: &[(usize, usize, i32)], _src: usize) -> Vec<i64> {\n"
                + "    let none: Vec<i64> = Vec::new();\n    if n == 4 {\n        return vec![none[n]];\n    }\n    vec![0]\n}\n";
        PlusResult result = runner.run(instance, failsOnFour, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(result.detail()).contains("index out of bounds");
        assertThat(result.passed()).isEqualTo(1);
    }

    @Test
    void aCrashOrHangStopsAtTheInputItHappenedOn() {
        String exits = "fn dijkstra(n: usize, _edges: &[(usize, usize, i32)], _src: usize) -> Vec<i64> {\n"
                + "    if n == 1 {\n        std::process::exit(3);\n    }\n    vec![0, 2, 5, -1]\n}\n";
        PlusResult result = runner.run(instance, exits, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(result.passed()).isEqualTo(1);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> assertThat(f.test()).isEqualTo("single vertex"));
    }

    @Test
    void theModelsOwnPrintsAndMainDoNotDisturbTheResults() {
        String chatty = "fn dijkstra(n: usize, _edges: &[(usize, usize, i32)], _src: usize) -> Vec<i64> {\n"
                + "    print!(\"debug {}\", n);\n    if n == 4 { vec![0, 2, 5, -1] } else { vec![0] }\n}\n\n"
                + "pub fn main() {\n    std::process::exit(7);\n}\n";
        PlusResult result = runner.run(instance, chatty, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }
}
