package dev.algoreval.toolchains;

/** No usable sandbox, and the user did not opt out of sandboxing: generated code must not run. */
public class SandboxUnavailableException extends RuntimeException {
    public SandboxUnavailableException(String message) {
        super(message);
    }
}
