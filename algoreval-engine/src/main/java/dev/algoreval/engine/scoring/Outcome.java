package dev.algoreval.engine.scoring;

/** How one instance ended (SPEC §4). Only the first six are about the model; the last two are the harness's. */
public enum Outcome {
    PASS("pass"),
    WRONG_OUTPUT("wrong_output"),
    STATIC_FAILURE("static_failure"),
    RUNTIME_ERROR("runtime_error"),
    TIMEOUT("timeout"),
    NO_CODE("no_code"),
    MODEL_ERROR("model_error"),
    SKIPPED("skipped");

    private final String id;

    Outcome(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

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
        return this != MODEL_ERROR && this != SKIPPED;
    }
}
