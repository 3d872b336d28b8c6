package dev.algoreval.engine.scoring;

/** The harness failed while running this test: not the model's miss, never in a pass rate. */
public final class HarnessErrorException extends OutcomeException {
    public HarnessErrorException(String detail) {
        super(Outcome.HARNESS_ERROR, detail);
    }
}
