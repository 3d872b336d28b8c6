package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.engine.model.OpenAiStubServer;
import dev.algoreval.engine.model.ReferenceAnswers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * A run killed with SIGKILL halfway resumes where it stopped: nothing finished is asked again, and the
 * resumed run ends with every result. The first run is a JVM of its own, killed for real.
 */
class ResumeAfterKillTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String MODEL = "stub/coder-7b";

    @TempDir
    Path dir;

    @Test
    void aRunKilledWithSigkillResumesWithoutAskingAgainForWhatFinished() throws Exception {
        ReferenceAnswers answers = new ReferenceAnswers(Dataset.load(), Duration.ofMillis(400));
        try (OpenAiStubServer server = new OpenAiStubServer(List.of(MODEL), answers)) {
            Map<String, String> config = Map.of(Constants.MODEL, MODEL, Constants.BASE_URL, server.baseUrl(),
                    Constants.CACHE, dir.resolve("cache").toString(), Constants.OUTPUT, dir.resolve("out").toString(),
                    Constants.CONCURRENCY, "2", Constants.PARALLELISM, "1");
            Process first = launch(config);
            Path results = dir.resolve("out/results.jsonl");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (finished(results).size() < 4 && first.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            first.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            Set<String> finishedBeforeKill = finished(results);
            int askedBeforeKill = server.requests().size();
            assertThat(finishedBeforeKill).as("the first run got somewhere and was killed before the end")
                    .hasSizeBetween(4, 11);

            var resumed = IsolatedRuns.engine().selectors(selectClass(PipelineSuite.class))
                    .configurationParameters(config).execute().testEvents();

            resumed.assertStatistics(stats -> stats.started(12).succeeded(12));
            assertThat(finished(results)).hasSize(12);
            List<JsonNode> askedAfter = server.requests().subList(askedBeforeKill, server.requests().size());
            Set<String> askedAgain = new HashSet<>();
            askedAfter.forEach(request -> answers.instanceOf(request).ifPresent(i -> askedAgain.add(i.id())));
            assertThat(askedAgain).as("asked again after the kill").doesNotContainAnyElementsOf(finishedBeforeKill);
            assertThat(askedAfter).as("the resumed run asked only for what was missing").hasSizeLessThan(12);
        }
    }

    private Process launch(Map<String, String> config) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), LaunchMain.class.getName(), PipelineSuite.class.getName()));
        config.forEach((key, value) -> command.add(key + "=" + value));
        return new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve("first-run.log").toFile()).start();
    }

    /** Instances with a complete results line; a line cut by the kill does not count. */
    private static Set<String> finished(Path results) throws IOException {
        Set<String> ids = new HashSet<>();
        if (!Files.exists(results)) {
            return ids;
        }
        // Decoded leniently: the kill may cut a multi-byte character in half.
        for (String line : new String(Files.readAllBytes(results), StandardCharsets.UTF_8).split("\n")) {
            try {
                ids.add(JSON.readTree(line).get("instance").asText());
            } catch (IOException | NullPointerException e) {
                // the last line may be cut short by the kill
            }
        }
        return ids;
    }
}
