package dev.algoreval.engine.scoring;

/** The response held no fenced code block. */
public final class NoCodeException extends OutcomeException {
    public NoCodeException(String detail) {
        super(Outcome.NO_CODE, detail);
    }
}
