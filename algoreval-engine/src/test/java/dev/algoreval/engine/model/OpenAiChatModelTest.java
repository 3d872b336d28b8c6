package dev.algoreval.engine.model;

import static dev.algoreval.engine.model.OpenAiStubServer.completion;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.engine.model.OpenAiStubServer.Reply;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The chat-completions client against a real HTTP server on loopback, with every awkward answer we know of. */
class OpenAiChatModelTest {
    private static final Instance INSTANCE = Dataset.load().instance("merge-sort/python/default").orElseThrow();
    private static final Prompt PROMPT = new Prompt("You are an expert.", "Implement merge sort in Python.");
    private static final String MODEL_ID = "Qwen/Qwen2.5-7B-Instruct";

    private OpenAiStubServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void sendsTheRegistrySettingsAndReadsContentUsageAndFinishReason() throws Exception {
        server = new OpenAiStubServer(List.of(MODEL_ID), request -> Reply.ok(completion("```python\nprint(1)\n```")));
        ModelSpec spec = ModelRegistry.lookup("Qwen2.5-7B");

        ModelResponse response = model(spec, 0, Duration.ofSeconds(30)).generate(INSTANCE, PROMPT, 0);

        assertThat(response.content()).isEqualTo("```python\nprint(1)\n```");
        assertThat(response.usage()).contains(new TokenUsage(120, 45));
        assertThat(response.finishReason()).contains("stop");
        assertThat(response.reasoning()).isEmpty();
        var request = server.requests().get(0);
        assertThat(request.get("model").asText()).isEqualTo(MODEL_ID);
        assertThat(request.get("temperature").asDouble()).isEqualTo(0.0);
        assertThat(request.get("top_p").asDouble()).isEqualTo(1.0);
        assertThat(request.get("max_completion_tokens").asInt()).isEqualTo(32_768);
        assertThat(request.get("max_tokens").asInt()).as("for Ollama").isEqualTo(32_768);
        assertThat(request.get("messages").get(0).get("role").asText()).isEqualTo("system");
        assertThat(request.get("messages").get(0).get("content").asText()).isEqualTo(PROMPT.system());
        assertThat(request.get("messages").get(1).get("content").asText()).isEqualTo(PROMPT.user());
        assertThat(server.requestHeaders().get(0).get("Authorization")).containsExactly("Bearer test-key");
    }

    @Test
    void readsTheReasoningTraceFromEitherFieldAndKeepsItOutOfTheContent() throws Exception {
        server = new OpenAiStubServer(List.of(MODEL_ID), request -> Reply.ok(completion("```python\nprint(2)\n```",
                Map.of("reasoning", "Let me think about ```python\nprint(0)\n```"))));
        ModelResponse vllmNew = model(ModelRegistry.lookup(MODEL_ID), 0, Duration.ofSeconds(30)).generate(INSTANCE, PROMPT, 0);
        assertThat(vllmNew.content()).isEqualTo("```python\nprint(2)\n```");
        assertThat(vllmNew.reasoning()).contains("Let me think about ```python\nprint(0)\n```");

        server.script(request -> Reply.ok(completion("answer", Map.of("reasoning_content", "older vLLM trace"))));
        ModelResponse vllmOld = model(ModelRegistry.lookup(MODEL_ID), 0, Duration.ofSeconds(30)).generate(INSTANCE, PROMPT, 0);
        assertThat(vllmOld.reasoning()).contains("older vLLM trace");
    }

    @Test
    void gptOssCutOffByTheTokenLimitHasNullContentAndIsAnEmptyAnswer() throws Exception {
        server = new OpenAiStubServer(List.of(MODEL_ID), request -> Reply.ok(completion(null, Map.of("reasoning", "long..."))));

        ModelResponse response = model(ModelRegistry.lookup(MODEL_ID), 0, Duration.ofSeconds(30)).generate(INSTANCE, PROMPT, 0);

        assertThat(response.content()).isEmpty();
        assertThat(response.reasoning()).contains("long...");
    }

    @Test
    void honoursRetryAfterOn429ThenSucceeds() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        server = new OpenAiStubServer(List.of(MODEL_ID), request -> calls.incrementAndGet() == 1
                ? new Reply(429, Map.of("Retry-After", "1"), "{\"error\":{\"message\":\"slow down\",\"type\":\"rate_limit_exceeded\",\"code\":\"rate_limit_exceeded\"}}", Duration.ZERO)
                : Reply.ok(completion("ok")));
        long start = System.nanoTime();

        ModelResponse response = model(ModelRegistry.lookup(MODEL_ID), 3, Duration.ofSeconds(30)).generate(INSTANCE, PROMPT, 0);

        assertThat(response.content()).isEqualTo("ok");
        assertThat(server.requests()).hasSize(2);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(950));
    }

    @Test
    void retriesServerErrorsAndGivesUpWithAModelExceptionNamingTheStatus() throws Exception {
        server = new OpenAiStubServer(List.of(MODEL_ID),
                request -> new Reply(500, Map.of("Retry-After-Ms", "10"), "{\"error\":{\"message\":\"boom\"}}", Duration.ZERO));

        assertThatThrownBy(() -> model(ModelRegistry.lookup(MODEL_ID), 2, Duration.ofSeconds(30)).generate(INSTANCE, PROMPT, 0))
                .isInstanceOf(ModelException.class)
                .hasMessageContaining("HTTP 500").hasMessageContaining("boom").hasMessageContaining("after 2 retries");
        assertThat(server.requests()).hasSize(3);
    }

    @Test
    void aSlowAnswerPastTheRequestTimeoutIsRetriedThenReportedAsATimeout() throws Exception {
        server = new OpenAiStubServer(List.of(MODEL_ID), request -> Reply.ok(completion("late")).after(Duration.ofSeconds(3)));

        assertThatThrownBy(() -> model(ModelRegistry.lookup(MODEL_ID), 1, Duration.ofMillis(500)).generate(INSTANCE, PROMPT, 0))
                .isInstanceOf(ModelException.class)
                .hasMessageContaining("did not answer within 500 ms").hasMessageContaining(server.baseUrl())
                .hasMessageContaining("after 1 retries").hasMessageNotContaining("cannot reach");
        assertThat(server.requests()).hasSize(2);
    }

    @Test
    void aTimeoutGivenInSecondsIsReportedInSeconds() throws Exception {
        server = new OpenAiStubServer(List.of(MODEL_ID), request -> Reply.ok(completion("late")).after(Duration.ofMillis(2_500)));

        assertThatThrownBy(() -> model(ModelRegistry.lookup(MODEL_ID), 0, Duration.ofSeconds(1)).generate(INSTANCE, PROMPT, 0))
                .isInstanceOf(ModelException.class).hasMessageContaining("did not answer within 1 s");
    }

    @Test
    void anHtmlErrorPageFromAProxyShowsTheStatusAndTheStartOfThePage() throws Exception {
        String page = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n"
                + "<hr><center>nginx/1.25.3</center>\r\n" + "<!-- padding -->\r\n".repeat(50) + "</body>\r\n</html>\r\n";
        server = new OpenAiStubServer(List.of(MODEL_ID), request -> new Reply(502, Map.of("Content-Type", "text/html"), page,
                Duration.ZERO));

        assertThatThrownBy(() -> model(ModelRegistry.lookup(MODEL_ID), 1, Duration.ofSeconds(30)).generate(INSTANCE, PROMPT, 0))
                .isInstanceOf(ModelException.class)
                .hasMessageContaining("HTTP 502")
                .hasMessageContaining("<html> <head><title>502 Bad Gateway</title></head> <body>")
                .hasMessageContaining("…").hasMessageNotContaining("</html>")
                .hasMessageNotContaining("\n").hasMessageNotContaining("JsonMissing").hasMessageNotContaining("convert")
                .hasMessageContaining("after 1 retries");
        assertThat(server.requests()).hasSize(2);
    }

    @Test
    void anErrorInVllmsOwnShapeShowsItsMessage() throws Exception {
        server = new OpenAiStubServer(List.of(MODEL_ID), request -> new Reply(400, Map.of(),
                "{\"object\":\"error\",\"message\":\"This model's maximum context length is 32768 tokens\",\"type\":\"BadRequestError\",\"param\":null,\"code\":400}",
                Duration.ZERO));

        assertThatThrownBy(() -> model(ModelRegistry.lookup(MODEL_ID), 3, Duration.ofSeconds(30)).generate(INSTANCE, PROMPT, 0))
                .isInstanceOf(ModelException.class)
                .hasMessageContaining("HTTP 400").hasMessageContaining("maximum context length is 32768 tokens");
        assertThat(server.requests()).as("a bad request is not retried").hasSize(1);
    }

    @Test
    void malformedJsonIsAModelErrorNotACrash() throws Exception {
        server = new OpenAiStubServer(List.of(MODEL_ID), request -> Reply.ok("{\"id\": \"x\", \"choices\": [ {"));

        assertThatThrownBy(() -> model(ModelRegistry.lookup(MODEL_ID), 0, Duration.ofSeconds(30)).generate(INSTANCE, PROMPT, 0))
                .isInstanceOf(ModelException.class).hasMessageContaining("malformed response");
    }

    @Test
    void emptyChoicesIsAModelError() throws Exception {
        server = new OpenAiStubServer(List.of(MODEL_ID), request -> Reply.ok(
                "{\"id\":\"x\",\"object\":\"chat.completion\",\"created\":1,\"model\":\"m\",\"choices\":[]}"));

        assertThatThrownBy(() -> model(ModelRegistry.lookup(MODEL_ID), 0, Duration.ofSeconds(30)).generate(INSTANCE, PROMPT, 0))
                .isInstanceOf(ModelException.class).hasMessageContaining("no choices");
    }

    @Test
    void aRefusalBecomesTheResponseTextSoItScoresAsNoCode() throws Exception {
        server = new OpenAiStubServer(List.of(MODEL_ID), request -> Reply.ok(completion(null,
                Map.of("refusal", "I can't help with that."))));

        ModelResponse response = model(ModelRegistry.lookup(MODEL_ID), 0, Duration.ofSeconds(30)).generate(INSTANCE, PROMPT, 0);

        assertThat(response.content()).isEqualTo("I can't help with that.");
    }

    @Test
    void anExhaustedQuotaIsNotRetriedAndStopsAllFurtherRequests() throws Exception {
        server = new OpenAiStubServer(List.of(MODEL_ID), request -> new Reply(429, Map.of(),
                "{\"error\":{\"message\":\"You exceeded your current quota\",\"type\":\"insufficient_quota\",\"code\":\"insufficient_quota\"}}",
                Duration.ZERO));
        OpenAiChatModel model = model(ModelRegistry.lookup(MODEL_ID), 5, Duration.ofSeconds(30));

        assertThatThrownBy(() -> model.generate(INSTANCE, PROMPT, 0)).hasMessageContaining("insufficient_quota");
        assertThatThrownBy(() -> model.generate(INSTANCE, PROMPT, 1)).hasMessageContaining("not asked")
                .hasMessageContaining(server.baseUrl());
        assertThat(server.requests()).hasSize(1);
    }

    @Test
    void anEndpointThatIsDownForGoodEndsTheRemainingRequestsAtOnce() throws Exception {
        URI closed = URI.create("http://127.0.0.1:" + freePort() + "/v1");
        EndpointSettings endpoint = new EndpointSettings(closed, Optional.empty(), Duration.ofSeconds(2),
                new RetryPolicy(1, Duration.ofMillis(10), Duration.ofMillis(20), Duration.ofSeconds(1)));
        OpenAiChatModel model = new OpenAiChatModel("m", ModelRegistry.lookup(MODEL_ID),
                ModelRegistry.lookup(MODEL_ID).settings(), endpoint);

        for (int i = 0; i < 3; i++) {
            assertThatThrownBy(() -> model.generate(INSTANCE, PROMPT, 0)).hasMessageContaining("cannot reach");
        }
        long start = System.nanoTime();
        assertThatThrownBy(() -> model.generate(INSTANCE, PROMPT, 0)).hasMessageContaining("not asked")
                .hasMessageContaining("is down");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofMillis(100));
    }

    @Test
    void theApiKeyIsNeverPartOfProvenanceOrTheSettingsDescription() throws Exception {
        server = new OpenAiStubServer(List.of(MODEL_ID), request -> Reply.ok(completion("x")));
        OpenAiChatModel model = model(ModelRegistry.lookup(MODEL_ID), 0, Duration.ofSeconds(30));

        assertThat(model.provenance().toString()).doesNotContain("test-key");
        assertThat(endpoint(0, Duration.ofSeconds(1)).toString()).doesNotContain("test-key").contains("(set)");
    }

    private OpenAiChatModel model(ModelSpec spec, int retries, Duration timeout) {
        return new OpenAiChatModel(spec.name(), spec, spec.settings(), endpoint(retries, timeout));
    }

    private EndpointSettings endpoint(int retries, Duration timeout) {
        return new EndpointSettings(URI.create(server.baseUrl()), Optional.of("test-key"), timeout,
                new RetryPolicy(retries, Duration.ofMillis(20), Duration.ofMillis(50), Duration.ofSeconds(5)));
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
