package dev.algoreval.engine.reward;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.pipeline.Evaluator;
import dev.algoreval.engine.plus.PlusRunner;
import dev.algoreval.toolchains.SandboxMode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code POST /openrlhf/reward} over a real loopback connection, with bodies in the shape OpenRLHF's remote reward
 * model sends: each query the chat-templated prompt followed by the completion.
 */
class OpenRlhfRewardTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final Evaluator PROMPTS = new Evaluator(PromptRenderer.load(), null, new PlusRunner(Interfaces.load(), null));
    private static Rewarder rewarder;
    private static RewardService service;

    @BeforeAll
    static void start() throws Exception {
        rewarder = Rewarder.open(SandboxMode.BWRAP, 2, Duration.ofSeconds(10), Optional.empty());
        // Room for three at once, and a batch waits at most 5 s for room.
        service = RewardService.start(rewarder, new RewardService.Settings("127.0.0.1", 0, 2, 1, 8, 100_000, 1 << 22,
                RewardLadder.PAPER, Duration.ofSeconds(5)));
    }

    @AfterAll
    static void stop() {
        service.close();
        rewarder.close();
    }

    @Test
    void labelsNameTheInstancesAndTheCompletionIsWhatFollowsThePrompt() throws Exception {
        Instance kmp = instance("kmp/python/default");
        String prompt = chatTemplate(kmp, Condition.ZERO_SHOT);

        HttpResponse<String> response = post("", Map.of(
                "query", List.of(prompt + fenced(kmp) + "<|im_end|>", prompt + "```python\nprint('no')\n```<|im_end|>"),
                "prompts", List.of(prompt, prompt),
                "labels", List.of(kmp.id(), kmp.id())));

        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode answer = JSON.readTree(response.body());
        assertThat(answer.get("rewards")).extracting(JsonNode::asDouble).containsExactly(1.0, 0.3);
        assertThat(answer.get("scores")).extracting(JsonNode::asDouble).containsExactly(1.0, 0.3);
        assertThat(answer.get("extra_logs").get("algoreval_pass")).extracting(JsonNode::asDouble).containsExactly(1.0, 0.0);
        assertThat(answer.get("results").get(1).get("outcome").asText()).isEqualTo("wrong_output");
    }

    @Test
    void withoutLabelsThePromptFindsItsInstanceUnderAnyCondition() throws Exception {
        Instance kmp = instance("kmp/python/default");
        Instance dijkstra = instance("dijkstra/python/edge_list");
        String kmpPrompt = chatTemplate(kmp, Condition.HINT);
        String dijkstraPrompt = chatTemplate(dijkstra, Condition.PLUS);
        // OpenRLHF sends "" for every label when it was started without --label_key.
        Map<String, Object> body = Map.of(
                "query", List.of(kmpPrompt + fenced(kmp), dijkstraPrompt + fenced(dijkstra)),
                "prompts", List.of(kmpPrompt, dijkstraPrompt),
                "labels", List.of("", ""),
                "datasources", List.of("default", "default"));

        HttpResponse<String> response = post("?condition=zero-shot", body);

        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode results = JSON.readTree(response.body()).get("results");
        assertThat(results).extracting(r -> r.get("instance").asText()).containsExactly(kmp.id(), dijkstra.id());
        assertThat(results).extracting(r -> r.get("reward").asDouble()).containsExactly(1.0, 1.0);
    }

    @Test
    void theUrlChoosesTheConditionAndLadderElseThePromptsConditionIsScored() throws Exception {
        Instance dijkstra = instance("dijkstra/python/edge_list");
        String prompt = chatTemplate(dijkstra, Condition.PLUS);
        String printer = "```python\n" + LiteralPrinters.of(dijkstra.language(), dijkstra.expectedOutput()) + "```";
        Map<String, Object> body = Map.of("query", List.of(prompt + printer, prompt + fenced(dijkstra)),
                "prompts", List.of(prompt, prompt), "labels", List.of(dijkstra.id(), dijkstra.id()));

        JsonNode fromThePrompt = JSON.readTree(post("", body).body());
        JsonNode plus = JSON.readTree(post("?condition=plus", body).body());
        JsonNode zeroShot = JSON.readTree(post("?condition=zero-shot", body).body());
        JsonNode plusOnTheBaseLadder = JSON.readTree(post("?condition=plus&ladder=base", body).body());

        // Without a condition in the URL, the prompt's own (plus) is scored: a literal printer earns nothing.
        assertThat(fromThePrompt.get("rewards")).extracting(JsonNode::asDouble).containsExactly(0.0, 1.0);
        assertThat(fromThePrompt.get("results").get(0).get("condition").asText()).isEqualTo("plus");
        assertThat(fromThePrompt.get("results").get(0).get("ladder").asText()).isEqualTo("plus");
        assertThat(plus.get("rewards")).extracting(JsonNode::asDouble).containsExactly(0.0, 1.0);
        assertThat(zeroShot.get("rewards")).extracting(JsonNode::asDouble).containsExactly(1.0, 1.0);
        assertThat(plusOnTheBaseLadder.get("results").get(0).get("ladder").asText()).isEqualTo("base");
        assertThat(plusOnTheBaseLadder.get("results").get(0).get("verdict").asText()).isEqualTo("static_failure");
    }

    @Test
    void aBatchLargerThanTheQueueIsAdmittedPieceByPieceAndOneWithoutRoomInTimeGets429() throws Exception {
        Instance kmp = instance("kmp/python/default");
        String prompt = chatTemplate(kmp, Condition.ZERO_SHOT);
        List<String> queries = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            queries.add(prompt + (i % 2 == 0 ? fenced(kmp) : "```python\nprint(" + i + ")\n```"));
        }
        List<String> labels = new ArrayList<>(Collections.nCopies(7, kmp.id()));

        // Seven rewards, room for three at once: /reward refuses such a batch (413); OpenRLHF cannot split it.
        HttpResponse<String> large = post("", Map.of("query", queries, "labels", labels));

        assertThat(large.statusCode()).as(large.body()).isEqualTo(200);
        assertThat(JSON.readTree(large.body()).get("rewards")).extracting(JsonNode::asDouble)
                .containsExactly(1.0, 0.3, 1.0, 0.3, 1.0, 0.3, 1.0);

        // Three rewards that sleep past the 5 s wait fill every place: the next batch gets 429 and Retry-After.
        String sleeps = "```python\nimport time\ntime.sleep(7)\n```";
        List<CompletableFuture<HttpResponse<String>>> sleepers = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            sleepers.add(HTTP.sendAsync(HttpRequest.newBuilder(uri("/reward")).POST(HttpRequest.BodyPublishers.ofString(
                    JSON.writeValueAsString(Map.of("instance", kmp.id(), "completion", sleeps)))).build(),
                    HttpResponse.BodyHandlers.ofString()));
        }
        waitForAdmitted(3);
        HttpResponse<String> refused = post("", Map.of("query", List.of(prompt + fenced(kmp)), "labels", List.of(kmp.id())));

        assertThat(refused.statusCode()).as(refused.body()).isEqualTo(429);
        assertThat(refused.headers().firstValue("Retry-After")).contains("1");
        assertThat(JSON.readTree(refused.body()).get("error").asText()).contains("0 of this batch's 1 rewards found room in 5 s");
        for (CompletableFuture<HttpResponse<String>> sleeper : sleepers) {
            assertThat(sleeper.get().statusCode()).isEqualTo(200);
        }
    }

    @Test
    void badBodiesAreRefusedWithTheReason() throws Exception {
        Instance kmp = instance("kmp/python/default");
        String prompt = chatTemplate(kmp, Condition.ZERO_SHOT);

        assertRefused(post("?temperature=0", Map.of("query", List.of("x"))), 400,
                "the URL: unknown parameter 'temperature' (parameters: condition, ladder)");
        assertRefused(post("?condition=ablation-name-spec", Map.of("query", List.of("x"))), 400,
                "the URL: the condition 'ablation-name-spec' is not served");
        assertRefused(post("?condition=zero-shot&ladder=plus", Map.of("query", List.of("x"))), 400,
                "only the condition 'plus' runs");
        assertRefused(post("", Map.of("query", "x")), 400, "'query' must be a non-empty array of strings");
        assertRefused(post("", Map.of("query", List.of("a", "b"), "labels", List.of(kmp.id()))), 400,
                "'labels' must be an array with one entry per query (2), not 1 entries");
        assertRefused(post("", Map.of("query", List.of(prompt + "x"), "labels", List.of("kmp/cobol/default"))), 404,
                "query[0]: unknown instance 'kmp/cobol/default'");
        assertRefused(post("", Map.of("query", List.of("hello"), "prompts", List.of("hello"), "labels", List.of(""))), 400,
                "query[0]: no label, and its prompt contains no instance's prompt: start OpenRLHF with --label_key instance");
        assertRefused(post("", Map.of("query", List.of("hello"))), 400, "neither 'labels' nor 'prompts' names its instance");
    }

    @Test
    void theCompletionIsFoundWhereDecodingChangedThePromptsStart() {
        String prompt = "<s><|user|>\nWrite the Knuth-Morris-Pratt search.\nEnd of the prompt.<|assistant|>\n";

        assertThat(CompletionText.afterPrompt(prompt + "answer", prompt)).isEqualTo("answer");
        assertThat(CompletionText.afterPrompt("<pad>" + prompt + "answer", prompt)).isEqualTo("answer");
        // The BOS token decoded differently: the prompt's end still marks where the completion starts.
        assertThat(CompletionText.afterPrompt(prompt.replace("<s>", "") + "answer", prompt)).isEqualTo("answer");
        assertThat(CompletionText.afterPrompt("answer only", null)).isEqualTo("answer only");
    }

    @Test
    void theEndOfTurnTokenADecoderLeavesAfterTheAnswerIsDropped() {
        assertThat(CompletionText.trimmed("```python\nprint(1)\n```<|im_end|>")).isEqualTo("```python\nprint(1)\n```");
        assertThat(CompletionText.trimmed("```\nx\n```<|eot_id|><|end_of_text|>\n")).isEqualTo("```\nx\n```");
        assertThat(CompletionText.trimmed("```\nx\n```<｜end▁of▁sentence｜>")).isEqualTo("```\nx\n```");
        assertThat(CompletionText.trimmed("```\nx\n```</s><pad><pad>")).isEqualTo("```\nx\n```");
        assertThat(CompletionText.trimmed("a <b> c")).isEqualTo("a <b> c");
    }

    private static Instance instance(String id) {
        return rewarder.dataset().instance(id).orElseThrow();
    }

    private static String fenced(Instance instance) {
        return "```" + instance.language().id() + "\n" + instance.referenceSolution() + "```";
    }

    /** A ChatML-style rendering, as a tokenizer's chat template with add_generation_prompt would produce. */
    private static String chatTemplate(Instance instance, Condition condition) {
        Prompt prompt = PROMPTS.prompt(instance, condition);
        return "<|im_start|>system\n" + prompt.system() + "<|im_end|>\n<|im_start|>user\n" + prompt.user()
                + "<|im_end|>\n<|im_start|>assistant\n";
    }

    private static void waitForAdmitted(int running) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (true) {
            JsonNode health = JSON.readTree(HTTP.send(HttpRequest.newBuilder(uri("/health")).GET().build(),
                    HttpResponse.BodyHandlers.ofString()).body());
            if (health.get("active").asInt() + health.get("queued").asInt() >= running) {
                return;
            }
            assertThat(System.nanoTime()).as("waited too long for %s admitted rewards", running).isLessThan(deadline);
            Thread.sleep(20);
        }
    }

    private static void assertRefused(HttpResponse<String> response, int status, String message) throws Exception {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(JSON.readTree(response.body()).get("error").asText()).contains(message);
    }

    private static HttpResponse<String> post(String query, Object body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(uri("/openrlhf/reward" + query))
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static URI uri(String path) {
        return URI.create("http://127.0.0.1:" + service.port() + path);
    }
}
