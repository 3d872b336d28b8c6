package dev.algoreval.engine.model;

import static dev.algoreval.engine.model.OpenAiStubServer.completion;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.engine.model.OpenAiStubServer.Reply;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** One model served by several real servers on loopback: how requests spread, and what a failing replica costs. */
class ReplicasTest {
    private static final Instance INSTANCE = Dataset.load().instance("kmp/python/default").orElseThrow();
    private static final Prompt PROMPT = new Prompt("s", "u");
    private static final String MODEL_ID = "Qwen/Qwen2.5-7B-Instruct";

    private final List<OpenAiStubServer> servers = new ArrayList<>();

    @AfterEach
    void stop() {
        servers.forEach(OpenAiStubServer::close);
    }

    @Test
    void aQuietPoolTakesItsReplicasInTurn() throws Exception {
        OpenAiChatModel model = model(List.of(server(Duration.ZERO).baseUrl(), server(Duration.ZERO).baseUrl()), 0);

        for (int i = 0; i < 6; i++) {
            model.generate(INSTANCE, PROMPT, 0);
        }

        assertThat(servers).extracting(s -> s.requests().size()).containsExactly(3, 3);
    }

    @Test
    void theReplicaWithFewerOutstandingRequestsGetsTheNextOne() throws Exception {
        OpenAiStubServer slow = server(Duration.ofMillis(600));
        OpenAiStubServer fast = server(Duration.ZERO);
        OpenAiChatModel model = model(List.of(slow.baseUrl(), fast.baseUrl()), 0);

        List<Throwable> failures = askConcurrently(model, 3, 40, () -> { });

        assertThat(failures).isEmpty();
        assertThat(slow.requests().size()).as("the slow replica holds a request while the fast one answers many")
                .isBetween(1, 6);
        assertThat(fast.requests()).hasSize(40 - slow.requests().size());
    }

    @Test
    void aReplicaThatDiesMidRunIsTakenOutAndNoRequestFails() throws Exception {
        OpenAiStubServer first = server(Duration.ofMillis(20));
        OpenAiStubServer dying = server(Duration.ofMillis(20));
        OpenAiStubServer third = server(Duration.ofMillis(20));
        OpenAiChatModel model = model(List.of(first.baseUrl(), dying.baseUrl(), third.baseUrl()), 0);
        AtomicInteger answered = new AtomicInteger();

        List<Throwable> failures = askConcurrently(model, 4, 60, () -> {
            if (answered.incrementAndGet() == 10) {
                dying.close();
            }
        });

        assertThat(failures).as("model errors").isEmpty();
        int beforeDeath = dying.requests().size();
        assertThat(beforeDeath).isBetween(1, 10);
        assertThat(first.requests().size() + third.requests().size()).isGreaterThanOrEqualTo(50);
    }

    @Test
    void aReplicaThatRefusesTheKeyIsGivenUpWhileTheOthersServe() throws Exception {
        OpenAiStubServer refusing = new OpenAiStubServer(List.of(MODEL_ID),
                r -> new Reply(401, Map.of(), "{\"error\":{\"message\":\"bad key\"}}", Duration.ZERO));
        servers.add(refusing);
        OpenAiStubServer good = server(Duration.ZERO);
        OpenAiChatModel model = model(List.of(refusing.baseUrl(), good.baseUrl()), 0);

        for (int i = 0; i < 6; i++) {
            assertThat(model.generate(INSTANCE, PROMPT, 0).content()).isEqualTo("x");
        }

        assertThat(refusing.requests()).as("asked once, then given up on").hasSize(1);
        assertThat(good.requests()).hasSize(6);
    }

    @Test
    void whenEveryReplicaIsDownTheRequestFailsNamingTheLastOneAndLaterRequestsAreNotSent() throws Exception {
        String a = "http://127.0.0.1:" + OpenAiChatModelTest.freePort() + "/v1";
        String b = "http://127.0.0.1:" + OpenAiChatModelTest.freePort() + "/v1";
        OpenAiChatModel model = model(List.of(a, b), 1);

        for (int i = 0; i < 3; i++) {
            assertThatThrownBy(() -> model.generate(INSTANCE, PROMPT, 0)).isInstanceOf(ModelException.class)
                    .hasMessageContaining("cannot reach").hasMessageContaining("after 1 retries");
        }
        assertThatThrownBy(() -> model.generate(INSTANCE, PROMPT, 0)).hasMessageContaining("not asked");
    }

    private OpenAiStubServer server(Duration delay) throws Exception {
        OpenAiStubServer server = new OpenAiStubServer(List.of(MODEL_ID), r -> Reply.ok(completion("x")).after(delay));
        servers.add(server);
        return server;
    }

    private static OpenAiChatModel model(List<String> urls, int retries) {
        List<EndpointSettings> endpoints = urls.stream().map(url -> new EndpointSettings(URI.create(url), Optional.empty(),
                Duration.ofSeconds(5), new RetryPolicy(retries, Duration.ofMillis(10), Duration.ofMillis(20),
                        Duration.ofSeconds(1)))).toList();
        ModelSpec spec = ModelRegistry.lookup(MODEL_ID);
        return new OpenAiChatModel("m", spec, spec.settings(), endpoints);
    }

    /** {@code requests} requests from {@code threads} threads; {@code afterEach} runs after every answer. */
    private static List<Throwable> askConcurrently(OpenAiChatModel model, int threads, int requests, Runnable afterEach)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int i = 0; i < requests; i++) {
                futures.add(pool.submit(() -> {
                    model.generate(INSTANCE, PROMPT, 0);
                    afterEach.run();
                    return null;
                }));
            }
            List<Throwable> failures = new ArrayList<>();
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    failures.add(e.getCause());
                }
            }
            return failures;
        } finally {
            pool.shutdownNow();
        }
    }
}
