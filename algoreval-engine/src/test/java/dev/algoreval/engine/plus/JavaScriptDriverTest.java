package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.Api;
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
    void aResultFarLargerThanThePipeBufferArrivesWhole() {
        // ~0.6 MB of JSON on one line (the run output limit is 1 MiB): fd 1 is a non-blocking pipe in Node, so single writes come back partial.
        List<Object> distances = java.util.stream.LongStream.range(0, 100_000).boxed().map(Object.class::cast).toList();
        String program = "function dijkstra(n, edges, src) {\n  return Array.from({length: 100000}, (_, i) => i);\n}\n";
        PlusResult result = runner.run(instance, program,
                List.of(HiddenTest.function("long result", List.of(1L, List.of(), 0L), distances)));
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

    @Override
    protected String inPlaceSort() {
        return "function sortInPlace(arr) {\n  for (let i = 1; i < arr.length; i++) {\n"
                + "    for (let j = i; j > 0 && arr[j - 1] > arr[j]; j--) [arr[j - 1], arr[j]] = [arr[j], arr[j - 1]];\n  }\n}\n";
    }

    @Override
    protected String midpointIntegrator() {
        return "function integrate(f, a, b, n) {\n  const h = (b - a) / n;\n  let total = 0;\n"
                + "  for (let i = 0; i < n; i++) total += f(a + (i + 0.5) * h);\n  return total * h;\n}\n";
    }

    @Override
    protected String wrongIntegrator() {
        return "function integrate(a, b, n, f, steps) {\n  return 0;\n}\n";
    }

    @Override
    protected List<String> wrongIntegratorMessage() {
        return List.of("integrate declares 5 parameters but the interface passes 4");
    }

    @Override
    protected String addAndRepeat(boolean withRepeat) {
        return "function add(a, b) {\n  return a + b;\n}\n"
                + (withRepeat ? "function repeat(s, times) {\n  return s.repeat(times);\n}\n" : "");
    }

    @Override
    protected String lettersAndWeights() {
        return "function letterCounts(text) {\n  const counts = {};\n  for (const c of text) counts[c] = (counts[c] || 0) + 1;\n"
                + "  return counts;\n}\nfunction weigh(text, weights) {\n  let total = 0;\n"
                + "  for (const c of text) total += weights.get(c);\n  return total;\n}\n";
    }

    /** fs.writeSync on a pipe may write part of a long line; the driver writes the rest. */
    @Test
    void aLongResultLineIsWrittenWhole() {
        String expected = "ab".repeat(400_000);
        PlusResult result = runner.run(instance, TWO_FUNCTIONS, addAndRepeat(true),
                List.of(HiddenTest.calls("800000 characters", List.of(call("repeat", "ab", 400_000L)), List.of(expected))));
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    /** A pipe holds 64 KiB; a reader that falls behind must not cut a longer result line short. */
    @Test
    void aResultLongerThanThePipeBufferArrivesWholeWhenTheReaderIsSlow(@TempDir Path dir) throws Exception {
        Api api = Interfaces.load().of("dijkstra", Representation.EDGE_LIST).orElseThrow();
        String model = "function dijkstra(n, edges, src) {\n  return new Array(100000).fill(123456);\n}\n";
        Files.writeString(dir.resolve("main.js"), Drivers.forLanguage(Language.JAVASCRIPT).program(model, api).main());
        Files.writeString(dir.resolve("plus.in"), PlusInput.encode("ARslow", api, TESTS));
        Process node = new ProcessBuilder("sh", "-c", "node main.js plus.in | (sleep 1; cat)").directory(dir.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String stdout = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        node.waitFor();
        DriverOutput output = DriverOutput.parse(stdout, "ARslow", TESTS.size());
        assertThat(output.results()).hasSize(TESTS.size()).allSatisfy(r -> assertThat(r)
                .isInstanceOfSatisfying(DriverOutput.Returned.class, v -> assertThat((List<?>) v.value()).hasSize(100000)));
    }

    @Test
    void timedRunsNeverEnterALoopsOnStackReplacement() {
        // Right only where the timed process runs without V8's on-stack replacement, whose code for a hot
        // loop ran up to twice as slow as the function's own and bent the fits (JavaScriptDriver.NO_LOOP_REPLACEMENT).
        String program = "function dijkstra(n, edges, src) {\n"
                + "  return process.execArgv.includes('--no-use-osr') && n === 4 ? [0, 2, 5, -1] : [0];\n}\n";
        List<HiddenTest> same = java.util.Collections.nCopies(3, HiddenTest.function("a small graph",
                List.of(4L, List.of(List.of(0L, 1L, 2L), List.of(1L, 2L, 3L)), 0L), List.of(0L, 2L, 5L, -1L)));

        assertEveryTimedCallReturns(program, same, List.of(0L, 2L, 5L, -1L));
    }
}
