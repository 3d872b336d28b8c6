package dev.algoreval.engine.model;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import java.util.Map;
import java.util.Optional;

/** Something that answers a prompt for an instance: a real LLM, or a pseudo-model. Thread-safe. */
public interface ModelClient extends AutoCloseable {

    /** The name as given in {@code -Dmodel}; appears in unique ids, results and reports. */
    String name();

    /** Why this model has no answer for the instance (the test is then skipped), or empty. */
    default Optional<String> skipReason(Instance instance) {
        return Optional.empty();
    }

    /**
     * Answers one sample (0-based) of an instance. Pseudo-models ignore {@code sample}; a real model
     * is asked once per sample.
     */
    ModelResponse generate(Instance instance, Prompt prompt, int sample) throws ModelException;

    /** True when answers take network time, so the run asks ahead of execution (pipelining). */
    default boolean remote() {
        return false;
    }

    /** What determines the answers besides the prompt (API model id, generation settings), for results and cache keys. */
    default Map<String, Object> provenance() {
        return Map.of("model", name());
    }

    /** Releases connections; the run calls it once at the end. */
    @Override
    default void close() {
    }
}
