package dev.algoreval.toolchains;

import java.time.Duration;

/**
 * What one sandboxed process did. {@code exitCode} follows the shell convention: 128 + n when the
 * process died of signal n.
 */
public record StepResult(int exitCode, boolean timedOut, boolean outputLimitExceeded, String stdout, String stderr,
        Duration elapsed) {

    public boolean succeeded() {
        return exitCode == 0 && !timedOut && !outputLimitExceeded;
    }

    /** The last {@code maxChars} characters of stderr, for messages. */
    public String stderrTail(int maxChars) {
        return stderr.length() <= maxChars ? stderr : "…" + stderr.substring(stderr.length() - maxChars);
    }
}
