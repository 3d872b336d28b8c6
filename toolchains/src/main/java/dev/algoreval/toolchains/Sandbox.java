package dev.algoreval.toolchains;

/** Runs one untrusted step with limits, and returns what happened. Implementations are thread-safe. */
public interface Sandbox {
    /** Where the program's directory appears inside the sandbox. */
    String APP = "/app";
    /** The run step's working directory inside the sandbox: a fresh tmpfs. */
    String WORK = "/work";

    StepResult run(SandboxStep step);

    /** A one-line description for logs and result provenance. */
    String describe();
}
