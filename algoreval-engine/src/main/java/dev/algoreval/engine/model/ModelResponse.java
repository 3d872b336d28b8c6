package dev.algoreval.engine.model;

import java.util.Optional;

/**
 * A model's answer: the content, and the reasoning trace where the server returned it separately
 * (kept for the record, never searched for code).
 */
public record ModelResponse(String content, Optional<String> reasoning) {
    public static ModelResponse of(String content) {
        return new ModelResponse(content, Optional.empty());
    }
}
