package dev.algoreval.engine.model;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Stops asking an endpoint that is down for good, so hundreds of remaining tests end at once with
 * one clear message instead of each waiting through its own retries. Opens after a run of requests
 * that failed even after their retries, or at once when the server refuses the credentials.
 */
public final class EndpointBreaker {
    private final String endpoint;
    private final int threshold;
    private final AtomicInteger consecutiveFailures = new AtomicInteger();
    private final AtomicReference<String> openReason = new AtomicReference<>();

    public EndpointBreaker(String endpoint, int threshold) {
        this.endpoint = endpoint;
        this.threshold = threshold;
    }

    /** @throws ModelException without a request when the endpoint was given up on */
    public void check() throws ModelException {
        String reason = openReason.get();
        if (reason != null) {
            throw new ModelException("not asked: " + reason);
        }
    }

    public boolean isOpen() {
        return openReason.get() != null;
    }

    public void succeeded() {
        consecutiveFailures.set(0);
    }

    /** A request failed after all its retries. */
    public void failed(String why) {
        if (consecutiveFailures.incrementAndGet() >= threshold) {
            open(threshold + " requests in a row failed after retries, the last with: " + why);
        }
    }

    public void open(String why) {
        String reason = "the model endpoint " + endpoint + " is down or refuses us (" + why + ")";
        if (openReason.compareAndSet(null, reason)) {
            System.err.println("[algoreval] " + reason + "; the remaining tests end as model_error without asking it.");
        }
    }
}
