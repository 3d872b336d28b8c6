package dev.algoreval.engine.model;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One OpenAI-compatible server among a model's replicas: its connection pool, how many requests it is
 * answering now (to spread load by least outstanding requests), and whether it is in service. A replica
 * that fails is taken out for a cool-down that doubles while it keeps failing, then given one trial
 * request, so a restarted vLLM replica comes back without a restart of the run.
 */
final class ChatEndpoint implements AutoCloseable {
    static final Duration FIRST_COOL_DOWN = Duration.ofSeconds(5);
    static final Duration LONGEST_COOL_DOWN = Duration.ofMinutes(2);

    private final EndpointSettings settings;
    private final SdkClients.Client client;
    private final EndpointBreaker breaker;
    private final AtomicInteger outstanding = new AtomicInteger();
    private final Object health = new Object();
    private boolean out;
    private long outUntilNanos;
    private Duration nextCoolDown = FIRST_COOL_DOWN;

    ChatEndpoint(EndpointSettings settings) {
        this.settings = settings;
        this.client = SdkClients.create(settings, settings.requestTimeout());
        this.breaker = new EndpointBreaker(settings.baseUrl().toString(), 3);
    }

    EndpointSettings settings() {
        return settings;
    }

    SdkClients.Client client() {
        return client;
    }

    EndpointBreaker breaker() {
        return breaker;
    }

    int outstanding() {
        return outstanding.get();
    }

    void started() {
        outstanding.incrementAndGet();
    }

    void finished() {
        outstanding.decrementAndGet();
    }

    /** In service now: not given up on, and not cooling down after a failure. */
    boolean available(long nowNanos) {
        synchronized (health) {
            return !breaker.isOpen() && (!out || nowNanos - outUntilNanos >= 0);
        }
    }

    /** When a cooling replica is due back; now for one in service. */
    long backAtNanos(long nowNanos) {
        synchronized (health) {
            return out ? outUntilNanos : nowNanos;
        }
    }

    /** Takes the replica out of service for a while; the others serve meanwhile. */
    void coolDown(long nowNanos) {
        synchronized (health) {
            out = true;
            outUntilNanos = nowNanos + nextCoolDown.toNanos();
            Duration doubled = nextCoolDown.multipliedBy(2);
            nextCoolDown = doubled.compareTo(LONGEST_COOL_DOWN) > 0 ? LONGEST_COOL_DOWN : doubled;
        }
    }

    void succeeded() {
        breaker.succeeded();
        synchronized (health) {
            out = false;
            nextCoolDown = FIRST_COOL_DOWN;
        }
    }

    @Override
    public void close() {
        client.close();
    }
}
