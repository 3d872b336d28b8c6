package dev.algoreval.toolchains;

/** Runs one untrusted step with limits, and returns what happened. Implementations are thread-safe. */
public interface Sandbox {
    /** Where the program's directory appears inside the sandbox. */
    String APP = "/app";
    /** The run step's working directory inside the sandbox: a fresh tmpfs. */
    String WORK = "/work";

    StepResult run(SandboxStep step);

    /** Whether {@link #start} is supported: long-lived processes (compile workers) can run in this sandbox. */
    default boolean startsLongLivedProcesses() {
        return false;
    }

    /**
     * Starts {@code step}'s command and returns at once, leaving it running with the step's limits
     * (its wall time is not enforced here: the caller times its requests and kills the process).
     *
     * @throws UnsupportedOperationException when {@link #startsLongLivedProcesses()} is false
     * @throws java.io.UncheckedIOException when the process cannot be started
     */
    default SandboxedProcess start(SandboxStep step) {
        throw new UnsupportedOperationException(describe() + " does not run long-lived processes");
    }

    /** A one-line description for logs and result provenance. */
    String describe();
}
