package dev.algoreval.engine.scoring;

/** The program ran past its wall-clock limit and was killed. */
public final class ExecutionTimeoutException extends OutcomeException {
    public ExecutionTimeoutException(String detail) {
        super(Outcome.TIMEOUT, detail);
    }
}
