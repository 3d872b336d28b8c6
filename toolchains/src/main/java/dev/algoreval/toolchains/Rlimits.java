package dev.algoreval.toolchains;

import java.util.ArrayList;
import java.util.List;

/** The prlimit(1) prefix that applies {@link Limits} to a command. */
final class Rlimits {
    /** The usual 8 MiB soft stack limit; glibc also takes it as the default thread stack size. */
    private static final long STACK_SOFT = 8L * 1024 * 1024;

    private Rlimits() {
    }

    static List<String> prlimit(Limits limits) {
        long cpuSeconds = limits.wallTime().toSeconds() + 1;
        List<String> argv = new ArrayList<>(List.of("prlimit",
                "--nproc=" + limits.processes(),
                "--data=" + limits.dataBytes(),
                // The stack is not counted in RLIMIT_DATA and its hard limit is usually unlimited: a
                // program could raise its soft limit, re-exec itself and grow its stack without bound.
                "--stack=" + Math.min(STACK_SOFT, limits.dataBytes()) + ":" + limits.dataBytes(),
                "--fsize=" + limits.fileBytes(),
                "--nofile=256",
                "--core=0",
                "--cpu=" + cpuSeconds));
        if (limits.addressSpaceBytes() > 0) {
            // Shared anonymous memory is not counted in RLIMIT_DATA; it is in RLIMIT_AS.
            argv.add("--as=" + limits.addressSpaceBytes());
        }
        argv.add("--");
        return List.copyOf(argv);
    }
}
