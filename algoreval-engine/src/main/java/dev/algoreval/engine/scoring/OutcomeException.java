package dev.algoreval.engine.scoring;

/**
 * Base of the failures that are not assertion failures: Surefire counts them as errors (crashes),
 * while a wrong output is an {@link org.opentest4j.AssertionFailedError} and counts as a failure.
 */
public abstract class OutcomeException extends RuntimeException {
    private final Outcome outcome;

    protected OutcomeException(Outcome outcome, String detail) {
        super(outcome.id() + ": " + detail, null, false, false);
        this.outcome = outcome;
    }

    public Outcome outcome() {
        return outcome;
    }

    /** The JUnit-side exception for a failed evaluation; wrong outputs are not handled here. */
    public static OutcomeException of(Evaluation evaluation) {
        return switch (evaluation.outcome()) {
            case STATIC_FAILURE -> new StaticFailureException(evaluation.detail());
            case RUNTIME_ERROR -> new RuntimeErrorException(evaluation.detail());
            case TIMEOUT -> new ExecutionTimeoutException(evaluation.detail());
            case NO_CODE -> new NoCodeException(evaluation.detail());
            case MODEL_ERROR -> new ModelErrorException(evaluation.detail());
            case HARNESS_ERROR -> new HarnessErrorException(evaluation.detail());
            default -> throw new IllegalArgumentException("no exception for " + evaluation.outcome());
        };
    }
}
