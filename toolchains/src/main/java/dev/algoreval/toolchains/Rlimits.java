package dev.algoreval.toolchains;

import java.util.List;

/** The prlimit(1) prefix that applies {@link Limits} to a command. */
final class Rlimits {
    private Rlimits() {
    }

    static List<String> prlimit(Limits limits) {
        long cpuSeconds = limits.wallTime().toSeconds() + 1;
        return List.of("prlimit",
                "--nproc=" + limits.processes(),
                "--data=" + limits.dataBytes(),
                "--fsize=" + limits.fileBytes(),
                "--nofile=256",
                "--core=0",
                "--cpu=" + cpuSeconds,
                "--");
    }
}
