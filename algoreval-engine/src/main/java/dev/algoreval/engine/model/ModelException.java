package dev.algoreval.engine.model;

/** The model endpoint failed for good: a harness-side outcome, never counted as the model's miss. */
public class ModelException extends Exception {
    public ModelException(String message, Throwable cause) {
        super(message, cause);
    }

    public ModelException(String message) {
        super(message);
    }
}
