package dev.algoreval.engine.pipeline;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.model.ModelClient;
import dev.algoreval.engine.model.ModelException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Asks remote models ahead of execution: every selected test's request is queued at the start of the
 * run, {@code concurrency} of them in flight at a time, while the execution threads compile and run
 * the answers already in. The model server stays busy and the cores too. Pseudo-models answer inline.
 */
public final class GenerationPipeline implements AutoCloseable {
    private final ExecutorService requests;
    private final Map<Key, CompletableFuture<GenerationResult>> pending = new ConcurrentHashMap<>();

    private record Key(String model, String condition, String instance, int sample) {
    }

    public GenerationPipeline(int concurrency) {
        AtomicInteger count = new AtomicInteger();
        this.requests = Executors.newFixedThreadPool(concurrency, runnable -> {
            Thread thread = new Thread(runnable, "algoreval-generation-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Queues the request of a test that will run later; a no-op for pseudo-models. */
    public void prefetch(ModelClient model, Condition condition, Instance instance, Prompt prompt, int sample) {
        if (model.remote()) {
            pending.computeIfAbsent(new Key(model.name(), condition.id(), instance.id(), sample),
                    key -> CompletableFuture.supplyAsync(() -> ask(model, instance, prompt, sample), requests));
        }
    }

    /** The answer for one test, waiting for it when it is still in flight. */
    public GenerationResult await(ModelClient model, Condition condition, Instance instance, Prompt prompt, int sample) {
        CompletableFuture<GenerationResult> future = pending.remove(new Key(model.name(), condition.id(), instance.id(),
                sample));
        if (future == null) {
            return model.remote() ? join(CompletableFuture.supplyAsync(() -> ask(model, instance, prompt, sample), requests))
                    : ask(model, instance, prompt, sample);
        }
        return join(future);
    }

    private static GenerationResult ask(ModelClient model, Instance instance, Prompt prompt, int sample) {
        long start = System.nanoTime();
        try {
            return GenerationResult.answered(model.generate(instance, prompt, sample), since(start));
        } catch (ModelException e) {
            return GenerationResult.failed(e.getMessage(), since(start));
        } catch (RuntimeException e) {
            return GenerationResult.failed("the model client failed: " + e, since(start));
        }
    }

    private static GenerationResult join(CompletableFuture<GenerationResult> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return GenerationResult.failed("interrupted while waiting for the model", Duration.ZERO);
        } catch (ExecutionException e) {
            return GenerationResult.failed("the model client failed: " + e.getCause(), Duration.ZERO);
        }
    }

    private static Duration since(long start) {
        return Duration.ofNanos(System.nanoTime() - start);
    }

    @Override
    public void close() {
        pending.values().forEach(f -> f.cancel(true));
        requests.shutdownNow();
    }
}
