package dev.algoreval.engine.scoring;

/**
 * How one instance ended (SPEC §4). Only the first six are about the model; the last three are the
 * harness's and never enter a pass rate: the endpoint failed, the test could not run here, or the
 * harness itself failed while running it.
 */
public enum Outcome {
    PASS("pass"),
    WRONG_OUTPUT("wrong_output"),
    STATIC_FAILURE("static_failure"),
    RUNTIME_ERROR("runtime_error"),
    TIMEOUT("timeout"),
    NO_CODE("no_code"),
    MODEL_ERROR("model_error"),
    SKIPPED("skipped"),
    HARNESS_ERROR("harness_error");

    private final String id;

    Outcome(String id) {
        this.id = id;
    }

    @com.fasterxml.jackson.annotation.JsonValue
    public String id() {
        return id;
    }

    @com.fasterxml.jackson.annotation.JsonCreator
    public static Outcome byId(String id) {
        for (Outcome outcome : values()) {
            if (outcome.id.equals(id)) {
                return outcome;
            }
        }
        throw new IllegalArgumentException("unknown outcome '" + id + "'");
    }

    /** Whether the outcome counts in the pass rate's denominator. */
    public boolean isModelOutcome() {
        return this != MODEL_ERROR && this != SKIPPED && this != HARNESS_ERROR;
    }
}
