package dev.algoreval.engine.report;

/** A results.jsonl that cannot be read; the message starts with {@code file:line:} where a line is to blame. */
public class ResultsFormatException extends RuntimeException {
    public ResultsFormatException(String message) {
        super(message);
    }

    public ResultsFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
