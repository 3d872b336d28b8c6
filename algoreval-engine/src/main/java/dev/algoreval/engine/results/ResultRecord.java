package dev.algoreval.engine.results;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.scoring.Evaluation;

/** One line of results.jsonl (SPEC §8). Field names are part of the file format: keep them. */
public record ResultRecord(
        String instance, String algorithm, String language, String representation, String domain, String model,
        String condition, int sample, String outcome, @JsonProperty("exact_match") boolean exactMatch,
        String detail, String expected, String stdout, @JsonProperty("stderr_tail") String stderrTail,
        @JsonProperty("generation_ms") long generationMs, @JsonProperty("compile_ms") long compileMs,
        @JsonProperty("run_ms") long runMs, String code) {

    public static final String ZERO_SHOT = "zero-shot";

    public static ResultRecord of(Instance instance, String model, Evaluation evaluation) {
        return new ResultRecord(instance.id(), instance.algorithm().id(), instance.language().id(),
                instance.representation().id(), instance.domain().id(), model, ZERO_SHOT, 0,
                evaluation.outcome().id(), evaluation.exactMatch(), evaluation.detail(), instance.expectedOutput(),
                evaluation.stdout(), evaluation.stderr(), evaluation.timings().generation().toMillis(),
                evaluation.timings().compile().toMillis(), evaluation.timings().run().toMillis(),
                evaluation.code().orElse(null));
    }
}
