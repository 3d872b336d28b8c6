package dev.algoreval.engine.scoring;

/** The program did not compile (or, for Python and JavaScript, did not parse). */
public final class StaticFailureException extends OutcomeException {
    public StaticFailureException(String detail) {
        super(Outcome.STATIC_FAILURE, detail);
    }
}
