package dev.algoreval.toolchains;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Faults of the host, played for real on this machine (a tmpfs filled to the brim as the scratch
 * disk, a parent pids cgroup that neighbours have filled), are harness faults and never the
 * program's; the same messages printed by a program on a healthy host are the program's.
 */
class HostFaultsTest {
    private static final Duration COMPILE = Duration.ofSeconds(30);
    private final List<Process> neighbours = new ArrayList<>();
    private Path mount;
    private Path crowdedRoot;

    @AfterEach
    void tidy() throws Exception {
        for (Process neighbour : neighbours) {
            neighbour.destroyForcibly().waitFor();
        }
        if (mount != null) {
            new ProcessBuilder("umount", "-l", mount.toString()).inheritIO().start().waitFor();
            Files.deleteIfExists(mount);
        }
        if (crowdedRoot != null) {
            try (var children = Files.list(crowdedRoot)) {
                for (Path child : children.filter(Files::isDirectory).toList()) {
                    Files.deleteIfExists(child);
                }
            }
            Files.deleteIfExists(crowdedRoot);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"c", "go"})
    @DisplayName("A compile on a scratch disk that is full is a host fault, after one retry, never a static failure")
    void aCompileOnAFullScratchDiskIsAHostFault(String language) throws Exception {
        Path scratch = fullDisk(8 * 1024);
        ProgramRunner runner = new ProgramRunner(SandboxFixture.TOOLCHAINS, SandboxFixture.SANDBOX, scratch,
                Limits.defaultCompile().withWallTime(COMPILE), SandboxFixture.RUN);

        Execution execution = runner.execute(language, ToolchainCanary.program(language));

        assertThat(execution.hostFault()).as("%s", execution).get().asString().contains("full");
        assertThat(execution.run()).isEmpty();
    }

    @Test
    @DisplayName("A program that prints the disk-full message itself on a healthy host is a static failure")
    void aCompilerMessageAloneIsNotAHostFault() {
        Execution execution = SandboxFixture.RUNNER.execute("c", "#error No space left on device\n");

        assertThat(execution.compiled()).isFalse();
        assertThat(execution.compile().orElseThrow().stderr()).contains("No space left on device");
        assertThat(execution.hostFault()).isEmpty();
    }

    @Test
    @DisplayName("A program that fills its own /tmp gets ENOSPC as its own runtime error")
    void fillingItsOwnTmpIsTheProgramsFault() {
        Execution execution = SandboxFixture.RUNNER.execute("python", """
                # Files of 8 MiB, under the file-size limit: the tmpfs fills before any one file is too large.
                for i in range(1000):
                    with open("/tmp/fill-%d" % i, "wb") as f:
                        for _ in range(8):
                            f.write(b"x" * (1 << 20))
                """);

        StepResult run = execution.run().orElseThrow();
        assertThat(run.exitCode()).isNotZero();
        assertThat(run.stderr()).contains("No space left on device");
        assertThat(execution.hostFault()).isEmpty();
    }

    @Test
    @DisplayName("Threads refused by a full parent cgroup, the sandbox below its own limit: a host fault")
    void threadsRefusedByTheHostAreAHostFault() throws Exception {
        PidsCgroups crowded = crowdedHost(16, 12);
        ProgramRunner runner = new ProgramRunner(SandboxFixture.TOOLCHAINS,
                Sandboxes.bubblewrap(2, SandboxUids.host(), Optional.of(crowded)), SandboxFixture.SCRATCH,
                Limits.defaultCompile().withWallTime(COMPILE), SandboxFixture.RUN);

        Execution execution = runner.execute("python", THREADS);

        StepResult run = execution.run().orElseThrow();
        assertThat(run.stderr()).as("%s", run).contains("can't start new thread");
        assertThat(run.processLimitReached()).isFalse();
        assertThat(execution.hostFault()).get().asString().contains("host refused");

        neighbours.forEach(Process::destroyForcibly);
        for (Process neighbour : neighbours) {
            neighbour.waitFor();
        }
        Execution after = runner.execute("python", THREADS);
        assertThat(after.run().orElseThrow().stdout()).as("once the neighbours are gone").isEqualTo("8 threads\n");
        assertThat(after.hostFault()).isEmpty();
    }

    @Test
    @DisplayName("A fork bomb that reaches the sandbox's own process limit is the program's, and says so")
    void reachingItsOwnLimitIsTheProgramsFault() {
        assumeThat(PidsCgroups.detect()).as("a pids cgroup per sandbox on this host").isPresent();

        // Processes, not threads: 8 MiB thread stacks would meet the data limit before the process limit.
        Execution execution = SandboxFixture.RUNNER.execute("python", """
                import os, time
                while True:
                    if os.fork() == 0:
                        time.sleep(30)
                        os._exit(0)
                """);

        StepResult run = execution.run().orElseThrow();
        assertThat(run.exitCode()).isNotZero();
        assertThat(run.processLimitReached()).as("%s", run).isTrue();
        assertThat(execution.hostFault()).isEmpty();
    }

    @Test
    @DisplayName("A program that prints a refused-thread message on a healthy host is the program's runtime error")
    void aRefusalMessageAloneIsNotAHostFault() {
        Execution execution = SandboxFixture.RUNNER.execute("python",
                "import sys\nsys.exit(\"RuntimeError: can't start new thread\")\n");

        assertThat(execution.run().orElseThrow().exitCode()).isEqualTo(1);
        assertThat(execution.hostFault()).isEmpty();
    }

    /** Eight threads alive at once (they meet at a barrier), as a program's worker pool would be. */
    private static final String THREADS = """
            import threading
            meet = threading.Barrier(9, timeout=10)
            ts = [threading.Thread(target=meet.wait, daemon=True) for _ in range(8)]
            for t in ts:
                t.start()
            meet.wait()
            print(len(ts), "threads")
            """;

    /** A tmpfs of {@code size} bytes filled so that {@code room} bytes are left: a disk that neighbours filled. */
    private Path fullDisk(long room) throws Exception {
        assumeThat(Sandboxes.isRoot()).as("mounting a tmpfs needs root").isTrue();
        mount = Files.createTempDirectory("algoreval-full-disk-");
        int status = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", mount.toString())
                .inheritIO().start().waitFor();
        assumeThat(status).as("mount -t tmpfs is permitted here").isZero();
        Files.write(mount.resolve("filler"), new byte[(int) (Files.getFileStore(mount).getUsableSpace() - room)]);
        Path scratch = Files.createDirectory(mount.resolve("scratch"));
        scratch.toFile().setWritable(true, false);
        return scratch;
    }

    /**
     * A pids cgroup limited to {@code limit} tasks with {@code taken} of them held by sleeping
     * neighbours: a container or service whose task budget other work has used up.
     */
    private PidsCgroups crowdedHost(int limit, int taken) throws IOException, InterruptedException {
        Path hierarchy = Path.of("/sys/fs/cgroup/pids");
        assumeThat(Files.isWritable(hierarchy.resolve("cgroup.procs"))).as("a writable cgroup v1 pids hierarchy")
                .isTrue();
        crowdedRoot = hierarchy.resolve("algoreval-test-crowded-" + ProcessHandle.current().pid());
        Optional<PidsCgroups> cgroups = PidsCgroups.usable(crowdedRoot);
        assumeThat(cgroups).isPresent();
        Path neighbourhood = Files.createDirectory(crowdedRoot.resolve("neighbours"));
        Files.writeString(crowdedRoot.resolve("pids.max"), Integer.toString(limit));
        for (int i = 0; i < taken; i++) {
            neighbours.add(new ProcessBuilder("/bin/sh", "-c", "echo $$ > \"$0\" && exec sleep 120",
                    neighbourhood.resolve("cgroup.procs").toString()).start());
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (Files.readAllLines(neighbourhood.resolve("cgroup.procs")).size() < taken && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        return cgroups.get();
    }
}
