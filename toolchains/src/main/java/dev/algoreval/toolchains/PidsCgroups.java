package dev.algoreval.toolchains;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A pids cgroup per sandbox, where the host lets the harness make one: the sandbox's process limit
 * then counts exactly its own processes and threads, and the kernel says afterwards whether that
 * limit refused a fork (the program's doing) or a cgroup above it did (the host's). Found under the
 * cgroup v1 pids hierarchy, or a cgroup v2 directory delegated to the harness and named by
 * {@value #VARIABLE} (with {@code pids} in its {@code cgroup.subtree_control}); {@code none} there
 * turns it off. Without one, RLIMIT_NPROC on a leased uid ({@link SandboxUids}) still counts only
 * the sandbox's processes, but a refusal cannot be told apart from the host's.
 */
final class PidsCgroups {
    static final String VARIABLE = "ALGOREVAL_PIDS_CGROUP";
    private static final Path V1_HIERARCHY = Path.of("/sys/fs/cgroup/pids");

    private static final java.util.concurrent.atomic.AtomicLong SEQUENCE = new java.util.concurrent.atomic.AtomicLong();

    private final Path root;

    PidsCgroups(Path root) {
        this.root = root;
    }

    /** The host's pids cgroups for sandboxes, or empty when it has none the harness may use. */
    static Optional<PidsCgroups> detect() {
        String configured = Optional.ofNullable(System.getenv(VARIABLE)).map(String::trim).orElse("");
        if (configured.equals("none")) {
            return Optional.empty();
        }
        Path root = configured.isEmpty() ? V1_HIERARCHY.resolve("algoreval") : Path.of(configured);
        if (configured.isEmpty() && !Files.isRegularFile(V1_HIERARCHY.resolve("cgroup.procs"))) {
            return Optional.empty();
        }
        return usable(root);
    }

    /** Cgroups under {@code root} when a child can be made there with a pids limit; empty otherwise. */
    static Optional<PidsCgroups> usable(Path root) {
        PidsCgroups cgroups = new PidsCgroups(root);
        try {
            Files.createDirectories(root);
            Path probe = Files.createTempDirectory(root, "probe-");
            try {
                if (!Files.isWritable(probe.resolve("pids.max")) || !Files.isWritable(probe.resolve("cgroup.procs"))) {
                    return Optional.empty();
                }
            } finally {
                Files.deleteIfExists(probe);
            }
            return Optional.of(cgroups);
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }

    Path root() {
        return root;
    }

    /**
     * A fresh cgroup for one step of the sandbox running as {@code uid}. Fresh each time: a pid
     * namespace that ended stays charged to its cgroup for a second or two after its last process is
     * gone, which would eat into the next step's limit. Cgroups of this uid that a killed run left
     * behind are removed first (the uid is leased, so they are nobody else's).
     */
    Cgroup create(int uid) {
        String prefix = "sandbox-" + uid + "-";
        try (var stale = Files.newDirectoryStream(root, prefix + "*")) {
            for (Path dir : stale) {
                removeQuietly(dir);
            }
        } catch (IOException e) {
            // nothing to tidy
        }
        Path dir = root.resolve(prefix + SEQUENCE.incrementAndGet() + "-" + ProcessHandle.current().pid());
        try {
            Files.createDirectory(dir);
        } catch (IOException e) {
            throw new IllegalStateException("cannot create the pids cgroup " + dir + ": " + e.getMessage(), e);
        }
        return new Cgroup(dir, ancestors(dir));
    }

    private static void removeQuietly(Path dir) {
        try {
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            // still in use, or already gone
        }
    }

    /** Ancestors up to the hierarchy's root whose refusals are the host's: the cgroups this one is nested in. */
    private List<Path> ancestors(Path dir) {
        List<Path> above = new ArrayList<>();
        for (Path parent = dir.getParent(); parent != null && Files.isRegularFile(parent.resolve("pids.events"));
                parent = parent.getParent()) {
            above.add(parent);
        }
        return above;
    }

    /** One sandbox's pids cgroup. */
    static final class Cgroup {
        private final Path dir;
        private final List<Path> ancestors;

        private Cgroup(Path dir, List<Path> ancestors) {
            this.dir = dir;
            this.ancestors = ancestors;
        }

        Path dir() {
            return dir;
        }

        void limit(int tasks) {
            write(dir.resolve("pids.max"), Integer.toString(tasks));
        }

        /** The command prefix that moves the step into this cgroup before bwrap starts (children inherit it). */
        List<String> enter() {
            return List.of("/bin/sh", "-c", "echo $$ > \"$0\" && exec \"$@\"", dir.resolve("cgroup.procs").toString());
        }

        /** How often this cgroup's own limit refused a fork so far. */
        long refusals() {
            return maxEvents(dir);
        }

        /** How often a cgroup above this one refused a fork so far: pressure on the host, not the sandbox's limit. */
        long hostRefusals() {
            long total = 0;
            for (Path ancestor : ancestors) {
                total += maxEvents(ancestor);
            }
            return total;
        }

        private List<String> processes() {
            try {
                return Files.readAllLines(dir.resolve("cgroup.procs")).stream().filter(l -> !l.isBlank()).toList();
            } catch (IOException e) {
                return List.of();
            }
        }

        /**
         * Waits until the step's last process is gone (a killed pid namespace dies asynchronously),
         * kills whatever is left after {@code patience}, and removes the cgroup: nothing a sandbox
         * started outlives its step.
         */
        void close(Duration patience) {
            long deadline = System.nanoTime() + patience.toNanos();
            long sleep = 1;
            List<String> left = processes();
            while (!left.isEmpty() && System.nanoTime() < deadline) {
                pause(sleep);
                sleep = Math.min(50, sleep * 2);
                left = processes();
            }
            for (String pid : left) {
                try {
                    ProcessHandle.of(Long.parseLong(pid.strip())).ifPresent(ProcessHandle::destroyForcibly);
                } catch (NumberFormatException e) {
                    // not a pid
                }
            }
            for (int attempt = 0; attempt < 50 && Files.exists(dir); attempt++) {
                removeQuietly(dir);
                if (Files.exists(dir)) {
                    pause(10);
                }
            }
        }

        private static long maxEvents(Path cgroup) {
            try {
                for (String line : Files.readAllLines(cgroup.resolve("pids.events"))) {
                    String[] parts = line.trim().split("\\s+");
                    if (parts.length == 2 && parts[0].equals("max")) {
                        return Long.parseLong(parts[1]);
                    }
                }
            } catch (IOException | NumberFormatException e) {
                // no events file: nothing was counted
            }
            return 0;
        }

        private static void write(Path file, String value) {
            try {
                Files.writeString(file, value, StandardCharsets.US_ASCII);
            } catch (IOException e) {
                throw new IllegalStateException("cannot write " + file + ": " + e.getMessage(), e);
            }
        }

        private static void pause(long millis) {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
