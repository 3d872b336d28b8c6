package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
    void aResultLongerThanThePipeBufferArrivesWholeWhenTheReaderLags(@TempDir Path dir) throws Exception {
        // Node makes fd 1 non-blocking once process.stdout exists, so a long write takes only what fits in the
        // pipe (64 KiB) or fails with EAGAIN while the reader is behind. Node runs here outside the sandbox, so
        // that the reader can be made to lag for sure: nothing reads until the program has had time to write.
        List<Object> sevens = java.util.Collections.nCopies(200_000, 7L);
        List<HiddenTest> tests = List.of(HiddenTest.function("long result", TESTS.get(0).args(), sevens));
        String longResult = "function dijkstra(n, edges, src) {\n  return new Array(200000).fill(7);\n}\n";
        Api api = Interfaces.load().of(instance).orElseThrow();
        Files.writeString(dir.resolve("main.js"), Drivers.forLanguage(Language.JAVASCRIPT).combine(longResult, api));
        Files.writeString(dir.resolve(Driver.INPUT_FILE), PlusInput.encode("ARlag", api, tests));
        Process node = new ProcessBuilder("node", "main.js", Driver.INPUT_FILE).directory(dir.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Thread.sleep(1000);
        String stdout = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        node.waitFor();
        DriverOutput output = DriverOutput.parse(stdout, "ARlag", 1);
        assertThat(output.results()).containsExactly(new DriverOutput.Returned(sevens));
    }

    @Test
    void processExitIsThatInputsRuntimeErrorAndTheNextInputsStillRun() {
        String exitsOnFirstInput = FAILS_ON_FIRST_INPUT.replace("throw new RangeError('boom')", "process.exit(2)");
        PlusResult exited = runner.run(instance, exitsOnFirstInput, TESTS);
        assertThat(exited.outcome()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(exited.detail()).contains("exited the program (status 2)");
        assertThat(exited.passed()).isEqualTo(1);
    }
}
