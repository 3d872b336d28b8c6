package dev.algoreval.toolchains;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

/** Creates the sandbox the configuration asks for, after checking that it really works here. */
public final class Sandboxes {
    private static final AtomicBoolean WARNED = new AtomicBoolean();
    /** bubblewrap's words when seccomp refuses sethostname, as podman's default profile does. */
    static final String HOSTNAME_REFUSED = "Can't set hostname";

    private Sandboxes() {
    }

    /**
     * @param slots how many sandboxes may run at once (each with an unprivileged uid leased host-wide)
     * @throws SandboxUnavailableException when bubblewrap is wanted but cannot run here
     */
    public static Sandbox create(SandboxMode mode, int slots, Path scratchRoot) {
        if (mode == SandboxMode.NONE) {
            if (WARNED.compareAndSet(false, true)) {
                System.err.println("""
                        ********************************************************************************
                        [algoreval] WARNING: sandbox mode none — generated programs run WITHOUT a
                        sandbox: they can read your files, reach the network and outlive the test run.
                        Only rlimits and a scrubbed environment apply. Use this on a disposable machine.
                        ********************************************************************************""");
            }
            return new RlimitOnlySandbox();
        }
        Path bwrap = Path.of("/usr/bin/bwrap");
        if (!Files.isExecutable(bwrap)) {
            throw new SandboxUnavailableException("bubblewrap (/usr/bin/bwrap) is not installed: run toolchains/install.sh");
        }
        boolean root = isRoot();
        BubblewrapSandbox sandbox = new BubblewrapSandbox(bwrap, root, slots, SandboxUids.host(), PidsCgroups.detect());
        Optional<String> failure = probe(sandbox, scratchRoot);
        if (failure.isPresent() && failure.get().contains(HOSTNAME_REFUSED)) {
            sandbox = sandbox.keepingHostname();
            failure = probe(sandbox, scratchRoot);
        }
        failure.ifPresent(problem -> {
            throw new SandboxUnavailableException("bubblewrap does not work here: " + problem
                    + "\nwhat to change:\n" + SandboxDiagnosis.advise(problem, SandboxHost.read()));
        });
        return sandbox;
    }

    private static Optional<String> probe(Sandbox sandbox, Path scratchRoot) {
        Path dir = null;
        try {
            Files.createDirectories(scratchRoot);
            dir = Files.createTempDirectory(scratchRoot, "probe-");
            StepResult result = sandbox.run(new SandboxStep(List.of("/usr/bin/true"), dir, false, Set.of(),
                    Map.of("PATH", "/usr/bin:/bin"), Limits.defaultRun().withWallTime(Duration.ofSeconds(10))));
            return result.succeeded() ? Optional.empty()
                    : Optional.of("exit " + result.exitCode() + ": " + result.stderrTail(500).strip());
        } catch (IOException | RuntimeException e) {
            return Optional.of(e.getMessage());
        } finally {
            if (dir != null) {
                Directories.deleteRecursively(dir);
            }
        }
    }

    /**
     * Bubblewrap with sandbox uids and pids cgroups of the caller's choosing: tests that play a crowded
     * host (a parent cgroup that neighbours have filled) without touching the host's own.
     */
    static BubblewrapSandbox bubblewrap(int slots, SandboxUids uids, Optional<PidsCgroups> cgroups) {
        return new BubblewrapSandbox(Path.of("/usr/bin/bwrap"), isRoot(), slots, uids, cgroups);
    }

    /** The uids sandboxes of this process have run as: all a hermetic test may look for on a shared host. */
    public static java.util.Set<Integer> uidsUsedByThisProcess() {
        return SandboxUids.host().usedByThisProcess();
    }

    static boolean isRoot() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Uid:")) {
                    return line.split("\\s+")[1].equals("0");
                }
            }
        } catch (IOException e) {
            // not Linux: no bubblewrap either
        }
        return false;
    }
}
