package dev.algoreval.toolchains;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A sandbox command left running, with its stdin and stdout for the caller and its stderr drained
 * by a daemon thread into a capped buffer (a full stderr pipe would otherwise block it). The sandbox
 * is bwrap with {@code --die-with-parent}, so it also dies with the harness if nobody closes it.
 */
final class LongLivedProcess implements SandboxedProcess {
    private final Process process;
    private final CappedOutputStream stderr;
    private final AtomicBoolean released = new AtomicBoolean();
    private final Runnable onExit;

    private LongLivedProcess(Process process, long stderrCap, Runnable onExit) {
        this.process = process;
        this.onExit = onExit;
        // Past the cap the stream keeps draining and discards: the caller decides what a noisy process means.
        this.stderr = new CappedOutputStream(stderrCap, () -> { });
        Thread drain = new Thread(() -> {
            try (InputStream in = process.getErrorStream()) {
                in.transferTo(stderr);
            } catch (IOException e) {
                // the process is gone
            }
        }, "sandboxed-process-stderr");
        drain.setDaemon(true);
        drain.start();
        process.onExit().thenRun(this::releaseOnce);
    }

    static LongLivedProcess start(List<String> argv, Map<String, String> environment, Path workingDirectory,
            long stderrCap, Runnable onExit) {
        ProcessBuilder builder = new ProcessBuilder(argv).directory(workingDirectory.toFile());
        builder.environment().clear();
        builder.environment().putAll(environment);
        try {
            return new LongLivedProcess(builder.start(), stderrCap, onExit);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + argv.get(0) + ": " + e.getMessage(), e);
        }
    }

    @Override
    public OutputStream stdin() {
        return process.getOutputStream();
    }

    @Override
    public InputStream stdout() {
        return process.getInputStream();
    }

    @Override
    public String stderr() {
        return stderr.text();
    }

    @Override
    public boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public boolean waitFor(java.time.Duration timeout) {
        try {
            return process.waitFor(timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    @Override
    public void kill() {
        ProcessHandle handle = process.toHandle();
        handle.descendants().forEach(ProcessHandle::destroyForcibly);
        handle.destroyForcibly();
        try {
            process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        releaseOnce();
    }

    private void releaseOnce() {
        if (released.compareAndSet(false, true)) {
            onExit.run();
        }
    }
}
