package dev.algoreval.engine.model;

import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/**
 * The servers of one model (vLLM replicas behind {@code algoreval.baseUrl=url1,url2}): each request goes
 * to the replica in service with the fewest requests outstanding, ties taken in turn so that a quiet
 * pool still spreads its load.
 */
final class ChatReplicas implements AutoCloseable {
    private final List<ChatEndpoint> endpoints;
    private final AtomicInteger turn = new AtomicInteger();

    ChatReplicas(List<EndpointSettings> settings) {
        if (settings.isEmpty()) {
            throw new IllegalArgumentException("a model needs at least one endpoint");
        }
        this.endpoints = settings.stream().map(ChatEndpoint::new).toList();
    }

    int size() {
        return endpoints.size();
    }

    List<ChatEndpoint> all() {
        return endpoints;
    }

    /**
     * The replica to ask now. When every replica in the run is cooling down, the one due back first gets
     * a trial request rather than the request waiting.
     *
     * @throws ModelException without a request when every replica was given up on
     */
    ChatEndpoint choose(long nowNanos) throws ModelException {
        int start = Math.floorMod(turn.getAndIncrement(), endpoints.size());
        ChatEndpoint best = null;
        for (int k = 0; k < endpoints.size(); k++) {
            ChatEndpoint e = endpoints.get((start + k) % endpoints.size());
            if (e.available(nowNanos) && (best == null || e.outstanding() < best.outstanding())) {
                best = e;
            }
        }
        if (best != null) {
            return best;
        }
        List<ChatEndpoint> notGivenUp = endpoints.stream().filter(e -> !e.breaker().isOpen()).toList();
        if (notGivenUp.isEmpty()) {
            endpoints.get(0).breaker().check();
            throw new ModelException("not asked: every endpoint of the model was given up on");
        }
        return notGivenUp.stream().min(Comparator.comparingLong(e -> e.backAtNanos(nowNanos) - nowNanos)).orElseThrow();
    }

    /** Whether a replica other than {@code failed} could take the request now. */
    boolean anotherAvailable(ChatEndpoint failed, long nowNanos) {
        return endpoints.stream().anyMatch(e -> e != failed && e.available(nowNanos));
    }

    String names() {
        return endpoints.stream().map(e -> e.settings().baseUrl().toString()).collect(Collectors.joining(", "));
    }

    @Override
    public void close() {
        endpoints.forEach(ChatEndpoint::close);
    }
}
