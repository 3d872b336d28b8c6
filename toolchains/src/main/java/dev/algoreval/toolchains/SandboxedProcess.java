package dev.algoreval.toolchains;

import java.io.InputStream;
import java.io.OutputStream;

/**
 * A long-lived process inside the sandbox (a compile worker), talked to over its stdin and stdout.
 * It has the limits of the step it was started with for its whole life; its stderr is kept, capped,
 * for messages. {@link #kill()} ends it and everything it started.
 */
public interface SandboxedProcess extends AutoCloseable {
    OutputStream stdin();

    InputStream stdout();

    /** What the process wrote to stderr so far (at most the step's output cap). */
    String stderr();

    boolean isAlive();

    /** Waits up to {@code timeout} for the process to end by itself; true when it has. */
    boolean waitFor(java.time.Duration timeout);

    /** Kills the process and its whole sandbox at once, and waits until it is gone. */
    void kill();

    @Override
    default void close() {
        kill();
    }
}
