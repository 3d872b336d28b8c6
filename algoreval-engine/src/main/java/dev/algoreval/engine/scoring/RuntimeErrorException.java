package dev.algoreval.engine.scoring;

/** The program crashed: non-zero exit, uncaught exception, death by signal or runaway output. */
public final class RuntimeErrorException extends OutcomeException {
    public RuntimeErrorException(String detail) {
        super(Outcome.RUNTIME_ERROR, detail);
    }
}
