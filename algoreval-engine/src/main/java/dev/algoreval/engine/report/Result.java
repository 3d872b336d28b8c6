package dev.algoreval.engine.report;

import dev.algoreval.engine.scoring.Outcome;
import java.util.Objects;

/**
 * The part of one results.jsonl line that reports need. Timings, tokens and provenance stay in the
 * file; the texts are kept because the report shows them for failures.
 */
public record Result(String instance, String algorithm, String language, String representation, String domain,
        String model, String condition, int sample, Outcome outcome, boolean exactMatch, String detail,
        String expected, String stdout, String stderrTail, String code) {

    public Result {
        Objects.requireNonNull(instance, "instance");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(outcome, "outcome");
    }

    public boolean passed() {
        return outcome == Outcome.PASS;
    }

    /** Model errors and skips are the harness's fault, so they never enter a pass rate's denominator (SPEC §4). */
    public boolean counted() {
        return outcome.isModelOutcome();
    }

    public boolean isGraphRepresentation() {
        return !"default".equals(representation);
    }
}
