package dev.algoreval.toolchains;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.apache.commons.exec.CommandLine;
import org.apache.commons.exec.DefaultExecutor;
import org.apache.commons.exec.ExecuteWatchdog;
import org.apache.commons.exec.PumpStreamHandler;
import org.apache.commons.exec.ShutdownHookProcessDestroyer;

/**
 * Runs one command with Apache Commons Exec, guarding against everything a hostile child can do to
 * its reader: stdin is closed at once, stdout and stderr are capped (the child is killed past the
 * cap), the whole process tree is killed forcibly at the time limit, and the stream pumps are given a
 * stop timeout so a leftover holding a pipe cannot block the harness.
 */
final class ProcessRunner {
    private static final Duration PUMP_STOP_TIMEOUT = Duration.ofSeconds(2);
    /** The exit status of a process killed by SIGKILL, as a shell reports it. */
    private static final int KILLED = 128 + 9;
    private static final ShutdownHookProcessDestroyer ON_JVM_EXIT = new ShutdownHookProcessDestroyer();

    StepResult run(List<String> argv, Map<String, String> environment, Path workingDirectory, Duration timeout,
            long outputCap) {
        TreeKillingWatchdog watchdog = new TreeKillingWatchdog(timeout);
        CappedOutputStream stdout = new CappedOutputStream(outputCap, watchdog::killForLimit);
        CappedOutputStream stderr = new CappedOutputStream(outputCap, watchdog::killForLimit);
        PumpStreamHandler streams = new PumpStreamHandler(stdout, stderr);
        streams.setStopTimeout(PUMP_STOP_TIMEOUT);
        DefaultExecutor executor = DefaultExecutor.builder()
                .setExecuteStreamHandler(streams)
                .setWorkingDirectory(workingDirectory)
                .get();
        executor.setWatchdog(watchdog);
        executor.setExitValues(null);
        executor.setProcessDestroyer(ON_JVM_EXIT);
        CommandLine command = new CommandLine(argv.get(0));
        argv.subList(1, argv.size()).forEach(argument -> command.addArgument(argument, false));
        long start = System.nanoTime();
        int exitCode;
        try {
            exitCode = executor.execute(command, environment);
        } catch (IOException e) {
            if (watchdog.killedForLimit()) {
                // Killed for its time or its output, but a process forked after the kill looked for
                // descendants (bubblewrap starting its sandbox) kept a pipe open past the pumps' stop
                // timeout: the step still ended by its limit, and that is its result.
                exitCode = KILLED;
            } else {
                // Ended by itself, but a process it left behind keeps a pipe open past the pumps' stop
                // timeout. All it wrote before it ended has been read; its exit status is its result.
                // (Whether this path is taken at all is a race: when the JVM's process reaper finds the pump
                // between two reads, it drains the pipe and closes it, and the pump sees the end at once.)
                exitCode = watchdog.exitValue().orElseThrow(() -> new UncheckedIOException(
                        "cannot run " + argv.get(0) + ": " + e.getMessage(), e));
            }
        } finally {
            watchdog.killTree();
        }
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
        return new StepResult(exitCode, watchdog.timedOut(), stdout.overflowed() || stderr.overflowed(),
                stdout.text(), stderr.text(), elapsed);
    }

    /**
     * Commons Exec's watchdog only sends SIGTERM to the direct child; this one sends SIGKILL to the
     * child and every descendant it can still see, and remembers whether the time limit fired.
     */
    static final class TreeKillingWatchdog extends ExecuteWatchdog {
        private Process process;
        private boolean timedOut;
        private boolean killedForLimit;
        /** An output cap reached before Commons Exec handed the process over: its pumps start first. */
        private boolean killPending;

        TreeKillingWatchdog(Duration timeout) {
            super(timeout.toMillis());
        }

        @Override
        public synchronized void start(Process process) {
            this.process = process;
            super.start(process);
            if (killPending) {
                // Without this, a program that filled its output cap at once ran on, its output dropped,
                // until the time limit killed it: a timeout instead of the cap, depending on thread timing.
                killForLimit();
            }
        }

        @Override
        public synchronized void timeoutOccured(org.apache.commons.exec.Watchdog w) {
            if (process != null && process.isAlive()) {
                timedOut = true;
            }
            killForLimit();
        }

        synchronized void killForLimit() {
            if (process == null) {
                killPending = true;
                return;
            }
            if (process.isAlive()) {
                killedForLimit = true;
            }
            killTree();
        }

        synchronized void killTree() {
            if (process != null) {
                ProcessHandle handle = process.toHandle();
                handle.descendants().forEach(ProcessHandle::destroyForcibly);
                handle.destroyForcibly();
            }
        }

        /** The exit status of the process, once it has ended; empty if it never started or still runs. */
        synchronized java.util.Optional<Integer> exitValue() {
            return process == null || process.isAlive() ? java.util.Optional.empty()
                    : java.util.Optional.of(process.exitValue());
        }

        synchronized boolean timedOut() {
            return timedOut;
        }

        /** Whether the time limit or the output cap killed the process before it had ended. */
        synchronized boolean killedForLimit() {
            return killedForLimit;
        }
    }
}
