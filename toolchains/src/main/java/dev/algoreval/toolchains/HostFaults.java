package dev.algoreval.toolchains;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Tells a step that failed for the host's reason from one that failed for the program's. A message
 * alone is never enough (a program can print anything): each verdict also needs what the host
 * shows — a harness directory without room, a cgroup above the sandbox that refused forks, a task
 * table nearly full, a compiler killed before any limit of its own could have fired.
 */
final class HostFaults {
    /** How runtimes and tools say that a new process or thread was refused. */
    static final Pattern REFUSED_TASK = Pattern.compile("can't start new thread|unable to create (new )?native thread"
            + "|Resource temporarily unavailable|failed to create new OS thread|pthread_create failed|Cannot fork"
            + "|fork: retry|spawn EAGAIN|uv_thread_create|Failed to start (the native )?thread|EAGAIN");
    private static final Pattern NO_SPACE = Pattern.compile("No space left on device|ENOSPC", Pattern.CASE_INSENSITIVE);
    private static final Pattern NO_QUOTA = Pattern.compile("Disk quota exceeded|EDQUOT", Pattern.CASE_INSENSITIVE);
    private static final int SIGKILL_EXIT = 128 + 9;
    /** A task table this full refuses new tasks to everyone. */
    private static final double TASK_TABLE_FULL = 0.95;

    private HostFaults() {
    }

    /**
     * A compile step writes its output into {@code hostDir}, on the host's disk: a failure that names
     * a full disk while that disk has less room than the step may write, a quota, or a compiler killed
     * by SIGKILL sooner than its CPU limit could have, is the host's.
     */
    static Optional<String> ofCompile(StepResult step, Path hostDir, Limits limits) {
        if (step.exitCode() == 0 || step.timedOut() || step.outputLimitExceeded()) {
            return Optional.empty();
        }
        String said = step.stderr() + step.stdout();
        if (NO_QUOTA.matcher(said).find()) {
            return Optional.of("the host's disk quota for " + hostDir + " was exhausted while compiling");
        }
        if (NO_SPACE.matcher(said).find()) {
            long room = usableSpace(hostDir);
            if (room < limits.fileBytes()) {
                return Optional.of("the host's disk under " + hostDir + " is full (" + room / 1024
                        + " KiB left) while compiling");
            }
        }
        if (step.exitCode() == SIGKILL_EXIT && !couldHaveReachedCpuLimit(step, limits)) {
            return Optional.of("the compiler was killed (signal 9) after " + step.elapsed().toMillis()
                    + " ms, before any limit of the sandbox could have fired: killed by the host (out of memory?)");
        }
        return Optional.empty();
    }

    /**
     * A step that says a process or thread was refused, while its own limit refused nothing and the
     * host was refusing tasks (a cgroup above the sandbox hit its limit, or the task table was full).
     */
    static Optional<String> ofRefusedTask(StepResult step, boolean ownLimitReached, boolean hostRefusedTasks) {
        if (ownLimitReached || step.timedOut() || step.outputLimitExceeded()) {
            return Optional.empty();
        }
        // The host's state first: the messages are looked for in all the step wrote (a timed probe run's results
        // are megabytes, and the alternatives are many), which only matters when the host was refusing tasks.
        String host = hostRefusedTasks ? "the host refused a new process or thread while the sandbox was below its own limit"
                : taskTableNearlyFull() ? "the host's task table is nearly full: a new process or thread was refused "
                        + "while the sandbox was below its own limit" : null;
        if (host == null || !REFUSED_TASK.matcher(step.stderr()).find() && !REFUSED_TASK.matcher(step.stdout()).find()) {
            return Optional.empty();
        }
        return Optional.of(host);
    }

    private static boolean couldHaveReachedCpuLimit(StepResult step, Limits limits) {
        long cpuLimitMillis = (limits.wallTime().toSeconds() + 1) * 1000;
        return step.elapsed().toMillis() * Runtime.getRuntime().availableProcessors() >= cpuLimitMillis;
    }

    private static long usableSpace(Path dir) {
        try {
            return Files.getFileStore(dir).getUsableSpace();
        } catch (IOException e) {
            return 0;
        }
    }

    /** /proc/loadavg's fourth field is running/total tasks; the kernel refuses past threads-max or pid_max. */
    private static boolean taskTableNearlyFull() {
        try {
            String[] fields = Files.readAllLines(Path.of("/proc/loadavg")).get(0).trim().split("\\s+");
            long tasks = Long.parseLong(fields[3].substring(fields[3].indexOf('/') + 1));
            // readAllLines: a whole-file read of a sysctl can come back short (JDK 17 gave "1" for "192735").
            long threadsMax = Long.parseLong(Files.readAllLines(Path.of("/proc/sys/kernel/threads-max")).get(0).strip());
            long pidMax = Long.parseLong(Files.readAllLines(Path.of("/proc/sys/kernel/pid_max")).get(0).strip());
            return tasks >= TASK_TABLE_FULL * Math.min(threadsMax, pidMax);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
