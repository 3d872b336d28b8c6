package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Python driver on small hand-checked inputs: the reference passes, and each way a program can
 * fail the hidden tests gets its own outcome (the drivers of the other languages have the same test).
 */
class PythonDriverTest {
    private static final String ID = "dijkstra/python/edge_list";
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
        String literal = "print(" + dev.algoreval.dataset.plus.JsonValues.write(instance.expectedOutput()) + ", end='')\n";
        PlusResult result = runner.run(instance, literal, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("no function 'dijkstra'").contains("def dijkstra(");
    }

    @Test
    void aWrongArityIsAStaticFailureNamingTheExpectedSignature() {
        PlusResult result = runner.run(instance, "def dijkstra(n, edges):\n    return []\n", TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("cannot be called with 3 arguments").contains("def dijkstra(");
    }

    @Test
    void aWrongResultNamesTheFirstFailingInputWithExpectedAndActual() {
        String offByOne = instance.referenceSolution().replace("def dijkstra(", "def _real(")
                + "\ndef dijkstra(n, edges, src):\n    return [d + 1 if d > 0 else d for d in _real(n, edges, src)]\n";
        PlusResult result = runner.run(instance, offByOne, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.WRONG_OUTPUT);
        assertThat(result.passed()).isEqualTo(1);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> {
            assertThat(f.test()).isEqualTo("path beats direct edge");
            assertThat(f.expected()).isEqualTo("[0,2,5,-1]");
            assertThat(f.actual()).isEqualTo("[0,3,6,-1]");
        });
    }

    @Test
    void anExceptionIsThatInputsRuntimeErrorAndTheNextInputsStillRun() {
        String failsOnOne = "def dijkstra(n, edges, src):\n    if n == 4:\n        raise ValueError('boom')\n    return [0]\n";
        PlusResult result = runner.run(instance, failsOnOne, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(result.detail()).contains("ValueError: boom");
        assertThat(result.passed()).isEqualTo(1);
    }

    @Test
    void aCrashOrHangStopsAtTheInputItHappenedOn() {
        String hangs = "import os\ndef dijkstra(n, edges, src):\n    if n == 1:\n        os._exit(3)\n    return [0, 2, 5, -1]\n";
        PlusResult result = runner.run(instance, hangs, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(result.passed()).isEqualTo(1);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> assertThat(f.test()).isEqualTo("single vertex"));
    }

    @Test
    void theModelsOwnPrintsAndMainBlockDoNotDisturbTheResults() {
        String chatty = "print('hello', end='')\ndef dijkstra(n, edges, src):\n    print('debug', n, end='')\n"
                + "    return [0, 2, 5, -1] if n == 4 else [0]\nif __name__ == '__main__':\n    raise SystemExit(7)\n";
        PlusResult result = runner.run(instance, chatty, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }
}
