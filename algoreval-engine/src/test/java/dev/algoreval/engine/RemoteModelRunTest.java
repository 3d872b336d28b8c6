package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.engine.model.OpenAiStubServer;
import dev.algoreval.engine.model.OpenAiStubServer.Reply;
import dev.algoreval.engine.model.ReferenceAnswers;
import dev.algoreval.engine.scoring.ModelErrorException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/** Whole runs against a real OpenAI-compatible server on loopback: pipelining, samples, cache, a dead endpoint. */
class RemoteModelRunTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String MODEL = "stub/coder-7b";

    @TempDir
    Path dir;

    @Test
    void requestsRunAheadOfExecutionSoTheServerIsAskedManyAtOnce() throws Exception {
        try (OpenAiStubServer server = new OpenAiStubServer(List.of(MODEL),
                new ReferenceAnswers(Dataset.load(), Duration.ofSeconds(1)))) {
            Events tests = run(server, Map.of(Constants.CONCURRENCY, "16", Constants.PARALLELISM, "2"));

            tests.assertStatistics(stats -> stats.started(12).succeeded(12));
            assertThat(server.maxInFlight()).as("requests in flight at once, with 2 execution threads").isGreaterThanOrEqualTo(8);
            assertThat(results()).allSatisfy(r -> {
                assertThat(r.get("outcome").asText()).isEqualTo("pass");
                assertThat(r.get("provenance").get("api_model").asText()).isEqualTo(MODEL);
                assertThat(r.get("provenance").get("settings").get("temperature").asDouble()).isEqualTo(0.0);
                assertThat(r.get("prompt_tokens").asLong()).isEqualTo(120);
                assertThat(r.get("toolchain").asText()).isNotBlank();
            });
        }
    }

    @Test
    void eachSampleIsItsOwnTestThePassAtKIsSummarisedAndARerunAsksNothing() throws Exception {
        try (OpenAiStubServer server = new OpenAiStubServer(List.of(MODEL), new ReferenceAnswers(Dataset.load(), Duration.ZERO))) {
            Map<String, String> config = Map.of(Constants.SAMPLES, "3", Constants.TEMPERATURE, "0.8",
                    Constants.ALGORITHMS, "kmp,merge-sort");
            Events first = run(server, config);

            first.assertStatistics(stats -> stats.started(12).succeeded(12));
            assertThat(first.started().stream().map(e -> e.getTestDescriptor().getDisplayName()))
                    .contains("kmp/python/default [sample 1]", "kmp/python/default [sample 3]");
            assertThat(results()).extracting(r -> r.get("sample").asInt()).containsOnly(0, 1, 2);
            JsonNode summary = JSON.readTree(dir.resolve("out/summary.json").toFile());
            assertThat(summary.get("pass_at_k").get(MODEL).get("1").asDouble()).isEqualTo(1.0);
            assertThat(summary.get("pass_at_k").get(MODEL).get("2").asDouble()).isEqualTo(1.0);
            assertThat(server.requests()).hasSize(12);

            run(server, config).assertStatistics(stats -> stats.succeeded(12));
            assertThat(server.requests()).as("the re-run is answered from the cache").hasSize(12);
            assertThat(results()).allMatch(r -> r.get("cached").asBoolean());
        }
    }

    @Test
    void anEndpointThatFailsForGoodEndsTheRunQuicklyAsModelErrors() throws Exception {
        try (OpenAiStubServer server = new OpenAiStubServer(List.of(MODEL),
                request -> new Reply(503, Map.of(), "{\"error\":{\"message\":\"overloaded\"}}", Duration.ZERO))) {
            Events tests = run(server, Map.of(Constants.RETRIES, "0", Constants.CONCURRENCY, "1"));

            tests.assertStatistics(stats -> stats.started(12).failed(12));
            tests.assertThatEvents().haveExactly(3, finishedWithFailure(instanceOf(ModelErrorException.class),
                    message(m -> m.contains("HTTP 503") && m.contains("overloaded") && !m.contains("not asked"))));
            tests.assertThatEvents().haveExactly(9, finishedWithFailure(instanceOf(ModelErrorException.class),
                    message(m -> m.contains("not asked") && m.contains("is down"))));
            assertThat(server.requests()).hasSize(3);
            assertThat(results()).extracting(r -> r.get("outcome").asText()).containsOnly("model_error");
        }
    }

    @Test
    void withThreeReplicasOneDyingMidRunNoTestEndsAsAModelError() throws Exception {
        ReferenceAnswers answers = new ReferenceAnswers(Dataset.load(), Duration.ofMillis(300));
        try (OpenAiStubServer first = new OpenAiStubServer(List.of(MODEL), answers);
                OpenAiStubServer dying = new OpenAiStubServer(List.of(MODEL), answers);
                OpenAiStubServer third = new OpenAiStubServer(List.of(MODEL), answers)) {
            AtomicInteger asked = new AtomicInteger();
            dying.script(request -> {
                if (asked.incrementAndGet() == 2) {
                    new Thread(dying::close).start();
                }
                return answers.apply(request);
            });
            Events tests = run(first.baseUrl() + "," + dying.baseUrl() + "," + third.baseUrl(),
                    Map.of(Constants.CONCURRENCY, "6", Constants.RETRIES, "0"));

            tests.assertStatistics(stats -> stats.started(12).succeeded(12));
            assertThat(results()).extracting(r -> r.get("outcome").asText()).containsOnly("pass");
            assertThat(first.requests().size() + third.requests().size()).as("answered by the survivors")
                    .isGreaterThanOrEqualTo(10);
        }
    }

    private Events run(OpenAiStubServer server, Map<String, String> extra) {
        return run(server.baseUrl(), extra);
    }

    private Events run(String baseUrls, Map<String, String> extra) {
        EngineTestKit.Builder builder = IsolatedRuns.engine()
                .selectors(selectClass(PipelineSuite.class))
                .configurationParameter(Constants.MODEL, MODEL)
                .configurationParameter(Constants.BASE_URL, baseUrls)
                .configurationParameter(Constants.CACHE, dir.resolve("cache").toString())
                .configurationParameter(Constants.OUTPUT, dir.resolve("out").toString());
        extra.forEach(builder::configurationParameter);
        EngineExecutionResults results = builder.execute();
        results.containerEvents().failed().stream().forEach(event -> {
            throw new AssertionError("the run failed: " + event.getPayload().orElse(null));
        });
        return results.testEvents();
    }

    private List<JsonNode> results() throws IOException {
        return Files.readAllLines(dir.resolve("out/results.jsonl")).stream().map(line -> {
            try {
                return JSON.readTree(line);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }
}
