package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The JavaScript driver on {@link DriverContractTest}'s programs, written for Node, plus const arrow functions
 * and process.exit, which the driver turns into the call's error.
 */
class JavaScriptDriverTest extends DriverContractTest {
    private static final String FAILS_ON_FIRST_INPUT = "function dijkstra(n, edges, src) {\n"
            + "  if (n === 4) throw new RangeError('boom');\n  return [0];\n}\n";

    @Override
    protected Language language() {
        return Language.JAVASCRIPT;
    }

    @Override
    protected String printsOnly(String expectedOutput) {
        return "process.stdout.write(" + expectedOutput + ");\n";
    }

    @Override
    protected List<String> missingFunctionMessage() {
        return List.of("no function 'dijkstra'");
    }

    @Override
    protected String wrongSignature() {
        return "function dijkstra(n, edges, src, dist) {\n  return dist;\n}\n";
    }

    @Override
    protected List<String> wrongSignatureMessage() {
        return List.of("declares 4 parameters but the interface passes 3");
    }

    @Override
    protected String offByOne(String reference) {
        return reference.replace("function dijkstra(", "function real(")
                + "\nfunction dijkstra(n, edges, src) {\n  return real(n, edges, src).map((d) => (d > 0 ? d + 1 : d));\n}\n";
    }

    @Override
    protected String failsOnFirstInput() {
        return FAILS_ON_FIRST_INPUT;
    }

    @Override
    protected String firstInputFailureMessage() {
        return "RangeError: boom";
    }

    @Override
    protected String exitsOnSecondInput() {
        return "function dijkstra(n, edges, src) {\n  if (n === 1) process.abort();\n  return [0, 2, 5, -1];\n}\n";
    }

    @Override
    protected String chatty() {
        return "console.log('hello');\nfunction dijkstra(n, edges, src) {\n  process.stdout.write('debug ' + n);\n"
                + "  return n === 4 ? [0, 2, 5, -1] : [0];\n}\n"
                + "function main() {\n  console.log(dijkstra(1, [], 0));\n  process.exit(0);\n}\n"
                + "setInterval(() => console.log('tick'), 10);\n"
                + "if (require.main === module) {\n  throw new Error('main must stay off');\n}\nmain();\n";
    }

    @Test
    void topLevelConstArrowFunctionsAndTypedArraysAreFound() {
        String arrow = "const dijkstra = (n, edges, src) => n === 4 ? BigInt64Array.from([0n, 2n, 5n, -1n])"
                + " : new Int32Array(1);\n";
        PlusResult result = runner.run(instance, arrow, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Test
    void processExitIsThatInputsRuntimeErrorAndTheNextInputsStillRun() {
        String exitsOnFirstInput = FAILS_ON_FIRST_INPUT.replace("throw new RangeError('boom')", "process.exit(2)");
        PlusResult exited = runner.run(instance, exitsOnFirstInput, TESTS);
        assertThat(exited.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(exited.detail()).contains("exited the program (status 2)");
        assertThat(exited.passed()).isEqualTo(1);
    }

    /** A result line far larger than a pipe's buffer reaches the runner whole, not cut off mid-line. */
    @Test
    void aResultLargerThanThePipeBufferIsWrittenWhole() {
        int n = 300_000;
        List<Object> sevens = new ArrayList<>(Collections.nCopies(n, (Object) 7L));
        List<HiddenTest> big = List.of(HiddenTest.function("large result", List.of((long) n, List.of(), 0L), sevens),
                TESTS.get(1));
        String program = "function dijkstra(n, edges, src) {\n  return n === 1 ? [0] : new Array(n).fill(7);\n}\n";
        PlusResult result = runner.run(instance, program, big);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        assertThat(result.passed()).isEqualTo(2);
    }
}
