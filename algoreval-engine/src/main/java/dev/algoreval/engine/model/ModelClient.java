package dev.algoreval.engine.model;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import java.util.Optional;

/** Something that answers a prompt for an instance: a real LLM, or a pseudo-model. Thread-safe. */
public interface ModelClient {

    /** The name as given in {@code -Dmodel}; appears in unique ids, results and reports. */
    String name();

    /** Why this model has no answer for the instance (the test is then skipped), or empty. */
    default Optional<String> skipReason(Instance instance) {
        return Optional.empty();
    }

    ModelResponse generate(Instance instance, Prompt prompt) throws ModelException;
}
