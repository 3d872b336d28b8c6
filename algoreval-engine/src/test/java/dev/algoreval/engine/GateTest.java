package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Dataset;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/** The CI gate at the end of a run: one Python pass and one JavaScript wrong output make 50 %. */
class GateTest {
    @TempDir
    static Path dir;
    static Path replay;

    @BeforeAll
    static void responses() throws IOException {
        ObjectMapper json = new ObjectMapper();
        String python = Dataset.load().instance("merge-sort/python/default").orElseThrow().referenceSolution();
        replay = dir.resolve("responses.jsonl");
        Files.write(replay, List.of(
                json.writeValueAsString(Map.of("instance", "merge-sort/python/default", "response", "```python\n" + python + "```")),
                json.writeValueAsString(Map.of("instance", "merge-sort/javascript/default",
                        "response", "```javascript\nconsole.log('1 2 3');\n```"))));
    }

    @Test
    void aMissedOverallGateFailsTheRunWithAClearMessageAndLeavesTheGateFile() {
        Optional<Throwable> failure = engineFailure(Map.of(Constants.MIN_PASS_RATE, "0.6"), "missed");

        assertThat(failure).get().asString().contains("AlgoREval gate missed", "replay overall: pass rate 50.0 % is below the minimum 60.0 % (algoreval.minPassRate)");
        assertThat(dir.resolve("missed/gate-failed.txt")).content().contains("below the minimum 60.0 %");
    }

    @Test
    void aMetGateLetsTheRunEndAndLeavesNoGateFile() {
        assertThat(engineFailure(Map.of(Constants.MIN_PASS_RATE, "50%", Constants.MIN_PASS_RATE + ".python", "1.0"), "met"))
                .isEmpty();
        assertThat(dir.resolve("met/gate-failed.txt")).doesNotExist();
        assertThat(dir.resolve("met/results.jsonl")).exists();
    }

    @Test
    void aPerLanguageGateNamesTheLanguageThatMissed() {
        assertThat(engineFailure(Map.of(Constants.MIN_PASS_RATE + ".javascript", "0.9"), "language")).get().asString()
                .contains("replay javascript: pass rate 0.0 % is below the minimum 90.0 % (algoreval.minPassRate.javascript)")
                .doesNotContain("python");
    }

    @Test
    void badGateValuesAreDiscoveryErrorsNamingTheKey() {
        assertThat(discoveryIssues(Map.of(Constants.MIN_PASS_RATE, "1.5"))).contains("algoreval.minPassRate must be a fraction");
        assertThat(discoveryIssues(Map.of(Constants.MIN_PASS_RATE + ".cobol", "0.5"))).contains("algoreval.minPassRate.cobol: unknown language");
    }

    private static EngineExecutionResults run(Map<String, String> config, String output) {
        return builder(config, output).execute();
    }

    private static EngineTestKit.Builder builder(Map<String, String> config, String output) {
        EngineTestKit.Builder builder = IsolatedRuns.engine()
                .selectors(selectClass(MergeSortAndBridgesSuite.class))
                .configurationParameter(Constants.MODEL, "replay")
                .configurationParameter(Constants.REPLAY, replay.toString())
                .configurationParameter(Constants.ALGORITHMS, "merge-sort")
                .configurationParameter(Constants.LANGUAGES, "python,javascript")
                .configurationParameter(Constants.OUTPUT, dir.resolve(output).toString());
        config.forEach(builder::configurationParameter);
        return builder;
    }

    private static Optional<Throwable> engineFailure(Map<String, String> config, String output) {
        EngineExecutionResults results = run(config, output);
        assertThat(results.testEvents().started().count()).isEqualTo(2);
        return results.containerEvents().finished().stream()
                .filter(e -> e.getTestDescriptor().getUniqueId().getSegments().size() == 1)
                .map(Event::getPayload).flatMap(Optional::stream)
                .map(TestExecutionResult.class::cast).findFirst().flatMap(TestExecutionResult::getThrowable);
    }

    private static String discoveryIssues(Map<String, String> config) {
        return builder(config, "bad").discover().getDiscoveryIssues().toString();
    }
}
