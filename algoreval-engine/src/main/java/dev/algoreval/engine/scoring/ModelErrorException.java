package dev.algoreval.engine.scoring;

/** The model endpoint failed after retries: the harness's problem, not the model's miss. */
public final class ModelErrorException extends OutcomeException {
    public ModelErrorException(String detail) {
        super(Outcome.MODEL_ERROR, detail);
    }
}
