package dev.algoreval.toolchains;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The process runner outside any sandbox, where a process can leave the tree the watchdog kills: a
 * subshell that starts a background sleep and exits orphans it, and the orphan keeps stdout open. That
 * is what bubblewrap's child did when a limit fired while bubblewrap was still setting up the sandbox
 * (seen with a 1 ms limit): the step must still end as a timeout, not as an exception of the harness.
 */
class ProcessRunnerTest {
    private static final Path HERE = Path.of(System.getProperty("java.io.tmpdir"));
    private static final String ORPHAN_HOLDING_STDOUT = "(sleep 20 &); ";

    @Test
    void aTimeLimitIsATimeoutEvenWhenAnOrphanKeepsThePipeOpen() {
        StepResult result = new ProcessRunner().run(List.of("/bin/sh", "-c", ORPHAN_HOLDING_STDOUT + "echo started; sleep 10"),
                Map.of(), HERE, Duration.ofMillis(300), 1 << 20);

        assertThat(result.timedOut()).isTrue();
        assertThat(result.exitCode()).isEqualTo(128 + 9);
        assertThat(result.stdout()).startsWith("started");
        // Not the orphan's 20 s: the pumps are given 2 s each, then left.
        assertThat(result.elapsed()).isLessThan(Duration.ofSeconds(10));
    }

    @Test
    void anOutputCapIsTheStepsResultEvenWhenAnOrphanKeepsThePipeOpen() {
        StepResult result = new ProcessRunner().run(List.of("/bin/sh", "-c", ORPHAN_HOLDING_STDOUT + "yes"),
                Map.of(), HERE, Duration.ofSeconds(10), 4096);

        assertThat(result.outputLimitExceeded()).isTrue();
        assertThat(result.timedOut()).isFalse();
        assertThat(result.succeeded()).isFalse();
    }

    @Test
    void anOutputCapReachedBeforeTheWatchdogHasTheProcessStillKillsIt() throws Exception {
        // Commons Exec starts the output pumps before it hands the process to the watchdog: a program that
        // fills its cap at once told a watchdog that had nothing to kill yet, ran on until the time limit,
        // and a flood of output ended as a timeout on a busy host (seen in a full test run).
        ProcessRunner.TreeKillingWatchdog watchdog = new ProcessRunner.TreeKillingWatchdog(Duration.ofSeconds(30));
        watchdog.killForLimit();
        Process process = new ProcessBuilder("sleep", "20").start();
        try {
            watchdog.start(process);

            assertThat(process.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
            assertThat(watchdog.killedForLimit()).isTrue();
            assertThat(watchdog.timedOut()).isFalse();
        } finally {
            process.destroyForcibly();
            watchdog.stop();
        }
    }

    @Test
    void aStepThatEndedByItselfWhileAnOrphanKeepsThePipeOpenEndsWithItsOwnExitCode() {
        // Its own output and exit status, however the race between the pump and the JVM's process reaper
        // goes; once this was a harness error when the pump was inside a read, and a result when not.
        StepResult result = new ProcessRunner().run(List.of("/bin/sh", "-c", ORPHAN_HOLDING_STDOUT + "echo done; exit 3"),
                Map.of(), HERE, Duration.ofSeconds(10), 1 << 20);

        assertThat(result.exitCode()).isEqualTo(3);
        assertThat(result.stdout()).isEqualTo("done\n");
        assertThat(result.timedOut()).isFalse();
        assertThat(result.outputLimitExceeded()).isFalse();
        assertThat(result.elapsed()).isLessThan(Duration.ofSeconds(10));
    }

    @Test
    void aCommandThatCannotStartIsTheHarnesssError() {
        assertThatThrownBy(() -> new ProcessRunner().run(List.of("/nonexistent/command"), Map.of(), HERE,
                Duration.ofSeconds(10), 1 << 20))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining("cannot run /nonexistent/command");
    }

    @Test
    void aPlainStepEndsWithItsOwnExitCode() {
        StepResult result = new ProcessRunner().run(List.of("/bin/sh", "-c", "echo out; echo err >&2; exit 3"),
                Map.of(), HERE, Duration.ofSeconds(10), 1 << 20);

        assertThat(result.exitCode()).isEqualTo(3);
        assertThat(result.stdout()).isEqualTo("out\n");
        assertThat(result.stderr()).isEqualTo("err\n");
        assertThat(result.timedOut()).isFalse();
    }
}
