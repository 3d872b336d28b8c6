package dev.algoreval.toolchains;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * What every hostile-program case must show besides its own outcome: the run ended within its time
 * limit plus a few seconds, no process of the sandbox uids is left, the scratch directory is empty,
 * nothing new appeared in the host's temporary directories or home, and the next program still runs.
 * Real bubblewrap, real compilers, no mocks.
 */
abstract class HostileTestSupport {
    /** "A few seconds": how much later than its limit a step may end (startup, teardown, pumps). */
    static final Duration GRACE = Duration.ofSeconds(4);
    /** Short run limit for the cases that end in a timeout. */
    static final Duration RUN_LIMIT = Duration.ofSeconds(3);
    /** Memory bombs need a few seconds of page faults on a VM before they reach the limit. */
    static final Duration MEMORY_RUN_LIMIT = Duration.ofSeconds(10);
    static final Duration COMPILE_LIMIT = Duration.ofSeconds(20);
    /** Short compile limit for the compile-time bombs. */
    static final Duration BOMB_COMPILE_LIMIT = Duration.ofSeconds(3);

    static final ProgramRunner RUNNER = runner(COMPILE_LIMIT, RUN_LIMIT);
    static final ProgramRunner MEMORY_RUNNER = runner(COMPILE_LIMIT, MEMORY_RUN_LIMIT);
    static final ProgramRunner COMPILE_BOMB_RUNNER = runner(BOMB_COMPILE_LIMIT, RUN_LIMIT);

    static final Path HOME = Path.of(System.getProperty("user.home"));
    private static final List<Path> WATCHED = List.of(Path.of("/tmp"), Path.of("/dev/shm"), Path.of("/var/tmp"), HOME);
    /** Entries the JVM, Maven or the shell running this build may create in /tmp by themselves. */
    private static final Pattern HARNESS_NOISE = Pattern.compile("hsperfdata_.*|bash_tool_.*|bash_jobs.*|surefire.*|"
            + "junit[0-9]+.*|.*\\.tmp");

    private Map<Path, Set<String>> hostBefore;

    static ProgramRunner runner(Duration compile, Duration run) {
        return new ProgramRunner(SandboxFixture.TOOLCHAINS, SandboxFixture.SANDBOX, SandboxFixture.SCRATCH,
                Limits.defaultCompile().withWallTime(compile), Limits.defaultRun().withWallTime(run));
    }

    @BeforeEach
    void snapshotHost() {
        awaitNoSandboxProcesses();
        hostBefore = snapshot();
    }

    @AfterEach
    void hostIsUnharmed() {
        awaitNoSandboxProcesses();
        assertThat(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).map(ProcessHandle::info)
                .map(Object::toString).toList()).as("processes the harness started and did not reap").isEmpty();
        assertThat(listing(SandboxFixture.SCRATCH)).as("left in the scratch directory").isEmpty();
        Map<Path, Set<String>> after = snapshot();
        for (Path dir : WATCHED) {
            Set<String> added = new TreeSet<>(after.get(dir));
            added.removeAll(hostBefore.get(dir));
            added.removeIf(name -> HARNESS_NOISE.matcher(name).matches());
            // Other runs on the host (a benchmark beside this build) add their own entries as root; what a
            // sandbox of this run could leave is owned by one of its uids.
            added.removeIf(name -> !ownedByOurSandboxes(dir.resolve(name)));
            assertThat(added).as("new entries in the host's %s owned by this run's sandbox uids", dir).isEmpty();
        }
        StepResult next = RUNNER.execute("python", "print('still alive')").run().orElseThrow();
        assertThat(next.stdout()).as("the next program still runs: %s", next).isEqualTo("still alive\n");
    }

    /** Compiles and runs; asserts that each step ended within its limit plus {@link #GRACE}. */
    static Execution execute(ProgramRunner runner, Duration compileLimit, Duration runLimit, String language,
            String source) {
        long start = System.nanoTime();
        Execution execution = runner.execute(language, source);
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
        System.out.printf("[hostile] %s in %d ms: compile %s; run %s%n", language, elapsed.toMillis(),
                execution.compile().map(HostileTestSupport::summary).orElse("-"),
                execution.run().map(HostileTestSupport::summary).orElse("-"));
        execution.compile().ifPresent(compile -> assertThat(compile.elapsed()).as("compile step of %s", compile)
                .isLessThan(compileLimit.plus(GRACE)));
        execution.run().ifPresent(run -> assertThat(run.elapsed()).as("run step of %s", run)
                .isLessThan(runLimit.plus(GRACE)));
        assertThat(elapsed).as("the whole execution").isLessThan(compileLimit.plus(runLimit).plus(GRACE));
        return execution;
    }

    /** Runs with {@link #RUN_LIMIT}; the program must compile. */
    static StepResult run(String language, String source) {
        return runWith(RUNNER, RUN_LIMIT, language, source);
    }

    static StepResult runWith(ProgramRunner runner, Duration runLimit, String language, String source) {
        Execution execution = execute(runner, COMPILE_LIMIT, runLimit, language, source);
        assertThat(execution.compiled()).as("compiles: %s", execution.compile()).isTrue();
        return execution.run().orElseThrow();
    }

    static String summary(StepResult r) {
        return "exit=" + r.exitCode() + (r.timedOut() ? " TIMEOUT" : "") + (r.outputLimitExceeded() ? " OUTPUT-CAP" : "")
                + " " + r.elapsed().toMillis() + " ms stdout=" + abbreviate(r.stdout()) + " stderr=" + abbreviate(r.stderr());
    }

    private static String abbreviate(String text) {
        String flat = text.replace("\n", "\\n");
        return "[" + (flat.length() <= 160 ? flat : flat.substring(0, 160) + "…(" + text.length() + " chars)") + "]";
    }

    static boolean contained(StepResult result) {
        return result.timedOut() || result.exitCode() != 0;
    }

    /** The uids this test process's sandboxes ran as: other runs on the host have uids of their own. */
    static Set<Integer> ourSandboxUids() {
        return Sandboxes.uidsUsedByThisProcess();
    }

    private static boolean ownedByOurSandboxes(Path entry) {
        try {
            Object uid = Files.getAttribute(entry, "unix:uid", java.nio.file.LinkOption.NOFOLLOW_LINKS);
            return !Sandboxes.isRoot() || ourSandboxUids().contains((Integer) uid);
        } catch (java.nio.file.NoSuchFileException e) {
            return false; // gone again: nothing was left
        } catch (IOException | UnsupportedOperationException e) {
            return true; // unreadable: report it rather than guess
        }
    }

    /**
     * Processes of a sandbox uid that no run holds a lease on: what a sandbox left behind. This run's
     * sandboxes have ended by the time this is asked, and its uids rotate through the whole range, so
     * "the uids this run used" would also name the live sandboxes of a benchmark running beside it;
     * those hold their leases and are not counted.
     */
    static List<String> sandboxProcesses() {
        return SandboxUids.host().processesWithoutLease();
    }

    /** Survivors of a teardown may take a moment to be reaped: retry for about 3 s, then fail. */
    static void awaitNoSandboxProcesses() {
        long deadline = System.nanoTime() + Duration.ofSeconds(3).toNanos();
        List<String> left = sandboxProcesses();
        while (!left.isEmpty() && System.nanoTime() < deadline) {
            sleep(Duration.ofMillis(100));
            left = sandboxProcesses();
        }
        assertThat(left).as("processes of sandbox uids that no run holds a lease on").isEmpty();
    }

    static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static Map<Path, Set<String>> snapshot() {
        Map<Path, Set<String>> snapshot = new LinkedHashMap<>();
        for (Path dir : WATCHED) {
            snapshot.put(dir, listing(dir));
        }
        return snapshot;
    }

    static Set<String> listing(Path dir) {
        if (!Files.isDirectory(dir)) {
            return Set.of();
        }
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.map(p -> p.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Source text with {@code %NAME%} placeholders replaced. */
    static String fill(String template, Map<String, String> values) {
        String result = template;
        for (Map.Entry<String, String> value : values.entrySet()) {
            result = result.replace("%" + value.getKey() + "%", value.getValue());
        }
        return result;
    }
}
