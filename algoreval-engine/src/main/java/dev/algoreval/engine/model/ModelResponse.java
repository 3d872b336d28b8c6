package dev.algoreval.engine.model;

import java.util.Optional;

/**
 * A model's answer: the content, and the reasoning trace where the server returned it separately
 * (kept for the record, never searched for code), with token counts and finish reason when known.
 */
public record ModelResponse(String content, Optional<String> reasoning, Optional<TokenUsage> usage,
        Optional<String> finishReason, boolean cached) {

    public static ModelResponse of(String content) {
        return new ModelResponse(content, Optional.empty(), Optional.empty(), Optional.empty(), false);
    }

    public ModelResponse fromCache() {
        return new ModelResponse(content, reasoning, usage, finishReason, true);
    }
}
