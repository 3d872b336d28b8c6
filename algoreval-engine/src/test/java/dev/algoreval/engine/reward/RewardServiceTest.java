package dev.algoreval.engine.reward;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Instance;
import dev.algoreval.toolchains.SandboxMode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The reward service over a real loopback HTTP connection, with real programs in the real sandbox. */
class RewardServiceTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static Rewarder rewarder;
    private static RewardService service;
    private static String kmpReference;

    @BeforeAll
    static void start() throws Exception {
        rewarder = Rewarder.open(SandboxMode.BWRAP, 2, Duration.ofSeconds(2), Optional.empty());
        service = RewardService.start(rewarder, new RewardService.Settings("127.0.0.1", 0, 2, 2, 8, 10_000, 1 << 20,
                RewardLadder.PAPER));
        Instance kmp = rewarder.dataset().instance("kmp/python/default").orElseThrow();
        kmpReference = "```python\n" + kmp.referenceSolution() + "```";
    }

    @AfterAll
    static void stop() {
        service.close();
        rewarder.close();
    }

    @Test
    void oneRequestGetsItsRewardAndOutcome() throws Exception {
        HttpResponse<String> response = post(Map.of("instance", "kmp/python/default", "completion", kmpReference));

        assertThat(response.statusCode()).isEqualTo(200);
        JsonNode result = JSON.readTree(response.body());
        assertThat(result.get("reward").asDouble()).isEqualTo(1.0);
        assertThat(result.get("outcome").asText()).isEqualTo("pass");
        assertThat(result.get("ladder").asText()).isEqualTo("base");
        assertThat(result.get("condition").asText()).isEqualTo("zero-shot");
    }

    @Test
    void aBatchAnswersInOrderUnderEitherLadder() throws Exception {
        Instance dijkstra = rewarder.dataset().instance("dijkstra/python/edge_list").orElseThrow();
        String printer = "```python\n" + LiteralPrinters.of(dijkstra.language(), dijkstra.expectedOutput()) + "```";
        HttpResponse<String> response = post(Map.of("requests", List.of(
                Map.of("instance", "kmp/python/default", "completion", "```python\nprint('no')\n```"),
                Map.of("instance", "dijkstra/python/edge_list", "completion", printer, "ladder", "base"),
                Map.of("instance", "dijkstra/python/edge_list", "completion", printer, "ladder", "plus",
                        "condition", "plus"))));

        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode results = JSON.readTree(response.body()).get("results");
        assertThat(results).extracting(r -> r.get("reward").asDouble()).containsExactly(0.3, 1.0, 0.0);
        assertThat(results.get(2).get("plus_outcome").asText()).isEqualTo("static_failure");
    }

    @Test
    void badRequestsAreRefusedWithAStatusAndAMessageNamingTheProblem() throws Exception {
        assertRefused(postRaw("{\"instance\": \"kmp/python/default\", \"completion\": "), 400, "malformed JSON");
        assertRefused(post(Map.of("instance", "kmp/python/default")), 400, "'completion' must be a string");
        assertRefused(post(Map.of("instance", "kmp/cobol/default", "completion", "x")), 404,
                "unknown instance 'kmp/cobol/default'");
        assertRefused(post(Map.of("requests", List.of(Map.of("instance", "kmp/python/default", "completion", "x"),
                Map.of("instance", "nope", "completion", "x")))), 404, "requests[1]: unknown instance 'nope'");
        assertRefused(post(Map.of("instance", "kmp/python/default", "completion", "x".repeat(10_001))), 413,
                "the completion has 10001 characters");
        assertRefused(post(Map.of("instance", "kmp/python/default", "completion", "x", "ladder", "gold")), 400,
                "unknown ladder 'gold'");
        assertRefused(post(Map.of("instance", "kmp/python/default", "completion", "x", "tiers", Map.of("exact", 2))), 400,
                "must lie in [0, 1]");
        HttpResponse<String> get = HTTP.send(HttpRequest.newBuilder(uri("/reward")).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertRefused(get, 405, "use POST");
    }

    @Test
    void aFullQueueIsRefusedWith429AndTheServiceServesAgainAfterwards() throws Exception {
        String sleeps = "```python\nimport time\ntime.sleep(1.5)\nprint('late')\n```";
        List<CompletableFuture<HttpResponse<String>>> busy = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            busy.add(postAsync(Map.of("instance", "kmp/python/default", "completion", sleeps)));
        }
        waitUntil(() -> health().get("active").asInt() == 2);

        // Two workers busy, a queue of two: a batch of three cannot be taken.
        HttpResponse<String> refused = post(Map.of("requests", List.of(
                Map.of("instance", "kmp/python/default", "completion", kmpReference),
                Map.of("instance", "kmp/python/default", "completion", kmpReference),
                Map.of("instance", "kmp/python/default", "completion", kmpReference))));

        assertRefused(refused, 429, "busy: 2 rewards running and 0 queued (room for 4); this batch of 3 fits once "
                + "rewards finish");
        assertThat(refused.headers().firstValue("Retry-After")).contains("1");
        assertThat(JSON.readTree(refused.body()).get("retry_after").asInt()).isEqualTo(1);
        assertThat(health().get("counters").get("busy_refusals").asLong()).isPositive();
        for (CompletableFuture<HttpResponse<String>> f : busy) {
            assertThat(JSON.readTree(f.get().body()).get("reward").asDouble()).isEqualTo(0.3);
        }
        assertThat(JSON.readTree(post(Map.of("instance", "kmp/python/default", "completion", kmpReference)).body())
                .get("reward").asDouble()).isEqualTo(1.0);
    }

    @Test
    void aBatchThatCouldNeverFitIs413AndNamesTheLargestThatCan() throws Exception {
        Map<String, String> one = Map.of("instance", "kmp/python/default", "completion", kmpReference);

        // Two workers and a queue of two: five can never be admitted at once, however long the client waits.
        HttpResponse<String> five = post(Map.of("requests", List.of(one, one, one, one, one)));
        HttpResponse<String> nine = post(Map.of("requests", List.of(one, one, one, one, one, one, one, one, one)));

        assertRefused(five, 413, "a batch of 5 requests can never be taken whole: the service admits at most 4 rewards "
                + "at once (2 workers and a queue of 2); send batches of at most 4");
        assertThat(JSON.readTree(five.body()).get("max_batch").asInt()).isEqualTo(4);
        assertRefused(nine, 413, "a batch holds at most 8 requests");
        assertThat(JSON.readTree(nine.body()).get("max_batch").asInt()).isEqualTo(4);
        assertThat(health().get("max_batch").asInt()).isEqualTo(4);
        HttpResponse<String> four = post(Map.of("requests", List.of(one, one, one, one)));
        assertThat(four.statusCode()).as(four.body()).isEqualTo(200);
    }

    @Test
    void theConditionIsScoredAsTheBenchmarkScoresIt() throws Exception {
        Instance dijkstra = rewarder.dataset().instance("dijkstra/python/edge_list").orElseThrow();
        String printer = "```python\n" + LiteralPrinters.of(dijkstra.language(), dijkstra.expectedOutput()) + "```";

        HttpResponse<String> response = post(Map.of("requests", List.of(
                Map.of("instance", dijkstra.id(), "completion", printer, "condition", "hint"),
                Map.of("instance", dijkstra.id(), "completion", printer, "condition", "plus", "ladder", "base"),
                Map.of("instance", dijkstra.id(), "completion", printer, "condition", "plus"))));

        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode results = JSON.readTree(response.body()).get("results");
        // hint runs the fixed test only; plus runs the hidden tests, which cannot call a program without the function.
        assertThat(results).extracting(r -> r.get("reward").asDouble()).containsExactly(1.0, 0.0, 0.0);
        assertThat(results).extracting(r -> r.get("verdict").asText()).containsExactly("pass", "static_failure",
                "static_failure");
        assertThat(results).extracting(r -> r.get("ladder").asText()).containsExactly("base", "base", "plus");
        assertThat(results).extracting(r -> r.get("condition").asText()).containsExactly("hint", "plus", "plus");
    }

    @Test
    void conditionsThatCannotBeHonouredAreRefusedWith400NamingTheServedOnes() throws Exception {
        assertRefused(post(Map.of("instance", "kmp/python/default", "completion", "x", "condition", "ablation-wrong-spec")),
                400, "the request: the condition 'ablation-wrong-spec' is not served: rewards are scored under zero-shot, "
                        + "plus, hint, snippet");
        assertRefused(post(Map.of("instance", "kmp/python/default", "completion", "x", "condition", "cot")), 400,
                "unknown condition 'cot' (served: zero-shot, plus, hint, snippet)");
        assertRefused(post(Map.of("instance", "dijkstra/python/edge_list", "completion", "x", "condition", "zero-shot",
                "ladder", "plus")), 400, "the ladder 'plus' pays for hidden tests, which only the condition 'plus' runs");
    }

    @Test
    void hostileCompletionsGetNothingAndTheServiceKeepsServing() throws Exception {
        String endlessOutput = "```python\nwhile True:\n    print('x' * 10000)\n```";
        String forkBomb = "```python\nimport os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n```";

        HttpResponse<String> response = post(Map.of("requests", List.of(
                Map.of("instance", "kmp/python/default", "completion", endlessOutput),
                Map.of("instance", "kmp/python/default", "completion", forkBomb))));

        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        assertThat(JSON.readTree(response.body()).get("results")).extracting(r -> r.get("reward").asDouble())
                .containsExactly(0.0, 0.0);
        assertThat(JSON.readTree(post(Map.of("instance", "kmp/python/default", "completion", kmpReference)).body())
                .get("reward").asDouble()).isEqualTo(1.0);
    }

    @Test
    void concurrentClientsEachGetTheirOwnAnswer() throws Exception {
        ExecutorService clients = Executors.newFixedThreadPool(6);
        try {
            List<Future<JsonNode>> answers = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                String completion = i % 2 == 0 ? kmpReference : "```python\nprint(" + i + ")\n```";
                answers.add(clients.submit(() -> {
                    HttpResponse<String> r = post(Map.of("instance", "kmp/python/default", "completion", completion));
                    return r.statusCode() == 429 ? null : JSON.readTree(r.body());
                }));
            }
            int answered = 0;
            for (int i = 0; i < answers.size(); i++) {
                JsonNode answer = answers.get(i).get();
                if (answer != null) {
                    answered++;
                    assertThat(answer.get("reward").asDouble()).isEqualTo(i % 2 == 0 ? 1.0 : 0.3);
                }
            }
            assertThat(answered).as("two workers and a queue of two take at least four").isGreaterThanOrEqualTo(4);
        } finally {
            clients.shutdownNow();
        }
    }

    @Test
    void healthAndSchemaAreServed() throws Exception {
        JsonNode health = health();
        assertThat(health.get("status").asText()).isEqualTo("ok");
        assertThat(health.get("instances").asInt()).isEqualTo(rewarder.dataset().instances().size());
        assertThat(health.get("ladder").get("whitespace").asDouble()).isEqualTo(0.8);
        HttpResponse<String> schema = HTTP.send(HttpRequest.newBuilder(uri("/schema")).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(JSON.readTree(schema.body()).get("$defs").get("request").get("required"))
                .extracting(JsonNode::asText).containsExactly("instance", "completion");
    }

    private static void assertRefused(HttpResponse<String> response, int status, String message) throws Exception {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(JSON.readTree(response.body()).get("error").asText()).contains(message);
    }

    private static JsonNode health() throws Exception {
        return JSON.readTree(HTTP.send(HttpRequest.newBuilder(uri("/health")).GET().build(),
                HttpResponse.BodyHandlers.ofString()).body());
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!condition.call()) {
            assertThat(System.nanoTime()).as("waited too long").isLessThan(deadline);
            Thread.sleep(20);
        }
    }

    private static HttpResponse<String> post(Object body) throws Exception {
        return postRaw(JSON.writeValueAsString(body));
    }

    private static CompletableFuture<HttpResponse<String>> postAsync(Object body) throws Exception {
        return HTTP.sendAsync(HttpRequest.newBuilder(uri("/reward"))
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> postRaw(String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(uri("/reward")).POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static URI uri(String path) {
        return URI.create("http://127.0.0.1:" + service.port() + path);
    }
}
