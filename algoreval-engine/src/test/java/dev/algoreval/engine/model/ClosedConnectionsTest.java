package dev.algoreval.engine.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.engine.model.ConnectionClosingServer.Behaviour;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Healthy servers close connections: after each answer (HTTP/1.0), or once idle (uvicorn under vLLM
 * after 5 s). None of that may end a test as model_error, while a server that is truly broken must
 * still be given up on quickly.
 */
class ClosedConnectionsTest {
    private static final Instance INSTANCE = Dataset.load().instance("merge-sort/python/default").orElseThrow();
    private static final Prompt PROMPT = new Prompt("You are an expert.", "Implement merge sort in Python.");
    private static final ModelSpec SPEC = ModelRegistry.lookup("Qwen2.5-7B");
    private static final int REQUESTS = 2_000;
    private static final int CONCURRENCY = 16;

    @Test
    void http10ClosingAfterEveryAnswerWithSome429sLosesNoRequest() throws Exception {
        try (ConnectionClosingServer server = new ConnectionClosingServer(Behaviour.HTTP_1_0_CLOSE, Duration.ofSeconds(5), 10)) {
            Load load = Load.run(server.baseUrl(), Duration.ZERO);

            assertThat(load.failures()).as(load.describe()).isEmpty();
            assertThat(server.requests()).as("answered, 429s included").isEqualTo(REQUESTS + REQUESTS / 10);
            assertThat(server.requestsAfterClose()).as("requests sent on a connection the server had closed").isZero();
        }
    }

    @Test
    void http10KeepAliveDroppedWhenIdleWithSome429sLosesNoRequest() throws Exception {
        try (ConnectionClosingServer server = new ConnectionClosingServer(Behaviour.HTTP_1_0_KEEP_ALIVE, Duration.ofSeconds(1), 10)) {
            Load load = Load.run(server.baseUrl(), Duration.ofMillis(1_100));

            assertThat(load.failures()).as(load.describe()).isEmpty();
            assertThat(server.idleConnectionsDropped()).as("idle connections dropped").isPositive();
        }
    }

    @Test
    void http11DroppingConnectionsIdleForOneSecondWithSome429sLosesNoRequest() throws Exception {
        try (ConnectionClosingServer server = new ConnectionClosingServer(Behaviour.HTTP_1_1_IDLE_CLOSE, Duration.ofSeconds(1), 10)) {
            Load load = Load.run(server.baseUrl(), Duration.ofMillis(1_100));

            assertThat(load.failures()).as(load.describe()).isEmpty();
            assertThat(server.idleConnectionsDropped()).as("idle connections dropped").isPositive();
            assertThat(server.connectionsAccepted()).as("connections are still reused").isLessThan(REQUESTS / 4);
        }
    }

    @Test
    void aServerThatClosesEveryConnectionUnansweredStillOpensTheBreakerQuickly() throws Exception {
        try (ConnectionClosingServer server = new ConnectionClosingServer(Behaviour.CLOSE_WITHOUT_ANSWER, Duration.ofSeconds(1), 0);
                OpenAiChatModel model = model(server.baseUrl(), 5)) {
            long start = System.nanoTime();
            for (int i = 0; i < 3; i++) {
                assertThatThrownBy(() -> model.generate(INSTANCE, PROMPT, 0)).isInstanceOf(ModelException.class)
                        .hasMessageContaining("cannot reach").hasMessageContaining("after 5 retries");
            }
            assertThatThrownBy(() -> model.generate(INSTANCE, PROMPT, 0)).hasMessageContaining("not asked")
                    .hasMessageContaining("is down");
            assertThat(server.connectionsAccepted()).as("each attempt asked the server once").isEqualTo(3 * 6);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
        }
    }

    /** Waits shortened so that the tests take seconds. */
    private static OpenAiChatModel model(String baseUrl, int retries) {
        EndpointSettings endpoint = new EndpointSettings(URI.create(baseUrl), Optional.empty(), Duration.ofSeconds(30),
                new RetryPolicy(retries, Duration.ofMillis(10), Duration.ofMillis(100), Duration.ofSeconds(1)));
        return new OpenAiChatModel(SPEC.name(), SPEC, SPEC.settings(), endpoint);
    }

    /**
     * {@value #REQUESTS} requests from {@value #CONCURRENCY} threads, as parallel tests send them. Every
     * {@value #WAVE} requests the threads pause for {@code pause} one after another, as tests do while
     * their programs run, so pooled connections sit idle for longer than the server keeps them. The
     * server rate-limits every tenth request once, so one retry is all a request may need: a connection
     * the server closed must not use up that budget.
     */
    private record Load(List<String> failures, int requests, Duration took) {
        private static final int WAVE = 500;

        static Load run(String baseUrl, Duration pause) throws Exception {
            ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
            AtomicInteger next = new AtomicInteger();
            long start = System.nanoTime();
            ExecutorService threads = Executors.newFixedThreadPool(CONCURRENCY);
            try (OpenAiChatModel model = model(baseUrl, 1)) {
                List<Future<?>> workers = new ArrayList<>();
                for (int w = 0; w < CONCURRENCY; w++) {
                    Random random = new Random(w);
                    workers.add(threads.submit(() -> {
                        for (int i = next.getAndIncrement(); i < REQUESTS; i = next.getAndIncrement()) {
                            if (!pause.isZero() && i % WAVE >= WAVE - CONCURRENCY) {
                                Thread.sleep(pause.toMillis() + random.nextInt(100));
                            }
                            try {
                                model.generate(INSTANCE, new Prompt(PROMPT.system(), PROMPT.user() + " (request " + i + ")"), 0);
                            } catch (ModelException e) {
                                failures.add(e.getMessage());
                            }
                        }
                        return null;
                    }));
                }
                for (Future<?> worker : workers) {
                    worker.get(2, TimeUnit.MINUTES);
                }
            } finally {
                threads.shutdownNow();
            }
            return new Load(List.copyOf(failures), REQUESTS, Duration.ofNanos(System.nanoTime() - start));
        }

        String describe() {
            Map<String, Integer> byMessage = new TreeMap<>();
            failures.forEach(m -> byMessage.merge(m.replaceAll("[0-9]{4,5}", "N"), 1, Integer::sum));
            return failures.size() + " of " + requests + " requests failed in " + took.toMillis() + " ms: " + byMessage;
        }
    }
}
