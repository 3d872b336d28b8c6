package dev.algoreval.toolchains;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
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
        return new Cgroup(dir);
    }

    private static void removeQuietly(Path dir) {
        try {
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            // still in use, or already gone
        }
    }

    /** One sandbox's pids cgroup. */
    static final class Cgroup {
        private final Path dir;
        private int limit = Integer.MAX_VALUE;

        private Cgroup(Path dir) {
            this.dir = dir;
        }

        Path dir() {
            return dir;
        }

        void limit(int tasks) {
            write(dir.resolve("pids.max"), Integer.toString(tasks));
            limit = tasks;
        }

        /** The command prefix that moves the step into this cgroup before bwrap starts (children inherit it). */
        List<String> enter() {
            return List.of("/bin/sh", "-c", "echo $$ > \"$0\" && exec \"$@\"", dir.resolve("cgroup.procs").toString());
        }

        /**
         * Whether a fork or thread of the step was refused, and by whom. The kernel counts refused forks
         * in the cgroup of the task that forked ({@code pids.events} on cgroup v1, {@code pids.events.local}
         * on v2), whichever cgroup's limit refused it; the cgroup is fresh for each step, so its peak tells
         * whether its own limit was reached: when not, a cgroup above it refused, which is the host's doing.
         */
        Refusals refusals() {
            Path local = dir.resolve("pids.events.local");
            long refused = maxEvents(Files.exists(local) ? local : dir.resolve("pids.events"));
            Optional<Long> peak = number(dir.resolve("pids.peak"));
            boolean own = refused > 0 && peak.map(p -> p >= limit).orElse(true);
            return new Refusals(refused > 0 && !own, own);
        }

        /** @param byHost a cgroup above the sandbox refused a task @param byOwnLimit the sandbox's own limit did */
        record Refusals(boolean byHost, boolean byOwnLimit) {
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

        private static long maxEvents(Path events) {
            try {
                for (String line : Files.readAllLines(events)) {
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

        /** A number from a cgroup file; readAllLines, since a whole-file read of pseudo-files can come back short. */
        private static Optional<Long> number(Path file) {
            try {
                return Optional.of(Long.parseLong(Files.readAllLines(file).get(0).strip()));
            } catch (IOException | RuntimeException e) {
                return Optional.empty();
            }
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
