package dev.algoreval.engine.probe;

import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs an oracle on a thread with a large stack: JGraphT's depth-first searches recurse once per vertex
 * on a path, which overflows a test thread's stack on the probe's larger sparse graphs.
 */
final class DeepStack {
    private static final long STACK_BYTES = 1L << 30;

    private DeepStack() {
    }

    static <T> T call(Callable<T> work) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread thread = new Thread(null, () -> {
            try {
                result.set(work.call());
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "algoreval-probe-oracle", STACK_BYTES);
        thread.start();
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while computing the probe's ground truth", e);
        }
        if (failure.get() instanceof RuntimeException r) {
            throw r;
        }
        if (failure.get() instanceof Error err) {
            throw err;
        }
        if (failure.get() != null) {
            throw new IllegalStateException(failure.get());
        }
        return result.get();
    }
}
