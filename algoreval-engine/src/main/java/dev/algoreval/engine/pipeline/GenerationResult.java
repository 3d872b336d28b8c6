package dev.algoreval.engine.pipeline;

import dev.algoreval.engine.model.ModelResponse;
import java.time.Duration;
import java.util.Optional;

/** What asking the model produced: a response, or the endpoint's failure; and how long the asking took. */
public record GenerationResult(Optional<ModelResponse> response, Optional<String> error, Duration latency) {
    public static GenerationResult answered(ModelResponse response, Duration latency) {
        return new GenerationResult(Optional.of(response), Optional.empty(), latency);
    }

    public static GenerationResult failed(String error, Duration latency) {
        return new GenerationResult(Optional.empty(), Optional.of(error), latency);
    }
}
