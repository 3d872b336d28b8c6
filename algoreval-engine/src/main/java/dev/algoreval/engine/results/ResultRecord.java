package dev.algoreval.engine.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.model.ModelResponse;
import dev.algoreval.engine.scoring.Evaluation;
import java.util.Map;
import java.util.Optional;

/**
 * One line of results.jsonl (SPEC §8). Field names are part of the file format: keep them.
 * {@code provenance} says what produced the answer (API model id, generation settings) and
 * {@code toolchain} what compiled and ran it.
 */
public record ResultRecord(
        String instance, String algorithm, String language, String representation, String domain, String model,
        String condition, int sample, String outcome, @JsonProperty("exact_match") boolean exactMatch,
        String detail, String expected, String stdout, @JsonProperty("stderr_tail") String stderrTail,
        @JsonProperty("generation_ms") long generationMs, @JsonProperty("compile_ms") long compileMs,
        @JsonProperty("run_ms") long runMs, String code,
        @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("prompt_tokens") Long promptTokens,
        @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("completion_tokens") Long completionTokens,
        @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("finish_reason") String finishReason,
        boolean cached, Map<String, Object> provenance, String toolchain) {

    public static final String ZERO_SHOT = "zero-shot";

    public static ResultRecord of(Instance instance, String model, int sample, Evaluation evaluation,
            Optional<ModelResponse> response, Map<String, Object> provenance, String toolchain) {
        return new ResultRecord(instance.id(), instance.algorithm().id(), instance.language().id(),
                instance.representation().id(), instance.domain().id(), model, ZERO_SHOT, sample,
                evaluation.outcome().id(), evaluation.exactMatch(), evaluation.detail(), instance.expectedOutput(),
                evaluation.stdout(), evaluation.stderr(), evaluation.timings().generation().toMillis(),
                evaluation.timings().compile().toMillis(), evaluation.timings().run().toMillis(),
                evaluation.code().orElse(null),
                response.flatMap(ModelResponse::usage).map(u -> u.prompt()).orElse(null),
                response.flatMap(ModelResponse::usage).map(u -> u.completion()).orElse(null),
                response.flatMap(ModelResponse::finishReason).orElse(null),
                response.map(ModelResponse::cached).orElse(false), provenance, toolchain);
    }
}
