package dev.algoreval.engine.discovery;

/** The harness, not a model, failed the run (results could not be written, the sandbox was refused). */
public final class AlgorevalRunFailedException extends RuntimeException {
    AlgorevalRunFailedException(String message) {
        super(message, null, false, false);
    }
}
