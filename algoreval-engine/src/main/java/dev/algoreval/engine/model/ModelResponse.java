package dev.algoreval.engine.model;

import java.util.Optional;

/**
 * A model's answer: the content, and the reasoning trace where the server returned it separately
 * (kept for the record, never searched for code), with token counts and finish reason when known.
 * {@code discarded} says why the harness did not read an answer at all (e.g. a recorded response
 * larger than it accepts): the answer is still the model's, so it is scored {@code no_code} with
 * that reason, never {@code model_error}.
 */
public record ModelResponse(String content, Optional<String> reasoning, Optional<TokenUsage> usage,
        Optional<String> finishReason, boolean cached, Optional<String> discarded) {

    public ModelResponse(String content, Optional<String> reasoning, Optional<TokenUsage> usage,
            Optional<String> finishReason, boolean cached) {
        this(content, reasoning, usage, finishReason, cached, Optional.empty());
    }

    public static ModelResponse of(String content) {
        return new ModelResponse(content, Optional.empty(), Optional.empty(), Optional.empty(), false);
    }

    /** An answer that was not read, with the reason given to the test. */
    public static ModelResponse discarded(String reason) {
        return new ModelResponse("", Optional.empty(), Optional.empty(), Optional.empty(), false, Optional.of(reason));
    }

    public ModelResponse fromCache() {
        return new ModelResponse(content, reasoning, usage, finishReason, true, discarded);
    }
}
