package dev.algoreval.toolchains;

import java.time.Duration;
import java.util.Optional;

/**
 * What one sandboxed process did. {@code exitCode} follows the shell convention: 128 + n when the
 * process died of signal n. {@code processLimitReached}: the sandbox's own process limit refused a
 * fork or thread (known where the sandbox has a pids cgroup). {@code hostFault}: the step failed for
 * the host's reason, not the program's (a full disk, a fork the host refused, a compiler the host
 * killed) — a harness problem that must never be scored.
 */
public record StepResult(int exitCode, boolean timedOut, boolean outputLimitExceeded, String stdout, String stderr,
        Duration elapsed, boolean processLimitReached, Optional<String> hostFault) {

    public StepResult(int exitCode, boolean timedOut, boolean outputLimitExceeded, String stdout, String stderr,
            Duration elapsed) {
        this(exitCode, timedOut, outputLimitExceeded, stdout, stderr, elapsed, false, Optional.empty());
    }

    public boolean succeeded() {
        return exitCode == 0 && !timedOut && !outputLimitExceeded && hostFault.isEmpty();
    }

    /** The last {@code maxChars} characters of stderr, for messages. */
    public String stderrTail(int maxChars) {
        return stderr.length() <= maxChars ? stderr : "…" + stderr.substring(stderr.length() - maxChars);
    }

    StepResult withProcessLimitReached(boolean reached) {
        return new StepResult(exitCode, timedOut, outputLimitExceeded, stdout, stderr, elapsed, reached, hostFault);
    }

    StepResult withHostFault(String why) {
        return new StepResult(exitCode, timedOut, outputLimitExceeded, stdout, stderr, elapsed, processLimitReached,
                Optional.of(why));
    }
}
