package dev.algoreval.engine.plus;

import dev.algoreval.engine.scoring.PlusResult;
import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.engine.scoring.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The JavaScript driver on the inputs of {@link PythonDriverTest}, with the same behaviours in Node programs. */
class JavaScriptDriverTest {
    private static final String ID = "dijkstra/javascript/edge_list";
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
        String literal = "process.stdout.write(" + dev.algoreval.dataset.plus.JsonValues.write(instance.expectedOutput())
                + ");\n";
        PlusResult result = runner.run(instance, literal, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("no function 'dijkstra'").contains("function dijkstra(n, edges, src)");
    }

    @Test
    void moreRequiredParametersThanTheInterfacePassesIsAStaticFailureNamingTheExpectedSignature() {
        PlusResult result = runner.run(instance, "function dijkstra(n, edges, src, dist) {\n  return dist;\n}\n", TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains("declares 4 parameters but the interface passes 3")
                .contains("function dijkstra(n, edges, src)");
    }

    @Test
    void topLevelConstArrowFunctionsAndTypedArraysAreFound() {
        String arrow = "const dijkstra = (n, edges, src) => n === 4 ? BigInt64Array.from([0n, 2n, 5n, -1n])"
                + " : new Int32Array(1);\n";
        PlusResult result = runner.run(instance, arrow, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Test
    void aWrongResultNamesTheFirstFailingInputWithExpectedAndActual() {
        String offByOne = instance.referenceSolution().replace("function dijkstra(", "function real(")
                + "\nfunction dijkstra(n, edges, src) {\n  return real(n, edges, src).map((d) => (d > 0 ? d + 1 : d));\n}\n";
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
    void anExceptionOrExitIsThatInputsRuntimeErrorAndTheNextInputsStillRun() {
        String failsOnOne = "function dijkstra(n, edges, src) {\n  if (n === 4) throw new RangeError('boom');\n"
                + "  return [0];\n}\n";
        PlusResult thrown = runner.run(instance, failsOnOne, TESTS);
        assertThat(thrown.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(thrown.detail()).contains("RangeError: boom");
        assertThat(thrown.passed()).isEqualTo(1);

        PlusResult exited = runner.run(instance, failsOnOne.replace("throw new RangeError('boom')", "process.exit(2)"), TESTS);
        assertThat(exited.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(exited.detail()).contains("exited the program (status 2)");
        assertThat(exited.passed()).isEqualTo(1);
    }

    @Test
    void aCrashStopsAtTheInputItHappenedOn() {
        String aborts = "function dijkstra(n, edges, src) {\n  if (n === 1) process.abort();\n  return [0, 2, 5, -1];\n}\n";
        PlusResult result = runner.run(instance, aborts, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(result.passed()).isEqualTo(1);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> assertThat(f.test()).isEqualTo("single vertex"));
    }

    @Test
    void theModelsOwnPrintsAndMainDoNotDisturbTheResults() {
        String chatty = "console.log('hello');\nfunction dijkstra(n, edges, src) {\n  process.stdout.write('debug ' + n);\n"
                + "  return n === 4 ? [0, 2, 5, -1] : [0];\n}\n"
                + "function main() {\n  console.log(dijkstra(1, [], 0));\n  process.exit(0);\n}\n"
                + "setInterval(() => console.log('tick'), 10);\n"
                + "if (require.main === module) {\n  throw new Error('main must stay off');\n}\nmain();\n";
        PlusResult result = runner.run(instance, chatty, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }
}
