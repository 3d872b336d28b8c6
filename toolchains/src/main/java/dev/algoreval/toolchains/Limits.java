package dev.algoreval.toolchains;

import java.time.Duration;

/**
 * Resource limits for one sandboxed step. Memory is capped with RLIMIT_DATA rather than RLIMIT_AS,
 * because the address-space limit breaks Go, Java and Node even for hello world.
 */
public record Limits(Duration wallTime, long dataBytes, int processes, long fileBytes, long outputBytes,
        long tmpfsBytes) {

    private static final long MIB = 1024 * 1024;

    /** The paper's 30 s run limit with room for ordinary programs and nothing more. */
    public static Limits defaultRun() {
        return new Limits(Duration.ofSeconds(30), 512 * MIB, 64, 16 * MIB, 1 * MIB, 64 * MIB);
    }

    /** Compilers (rustc, javac, go) need more memory and threads than the programs they build. */
    public static Limits defaultCompile() {
        return new Limits(Duration.ofSeconds(60), 2048 * MIB, 256, 256 * MIB, 1 * MIB, 256 * MIB);
    }

    public Limits withWallTime(Duration wallTime) {
        return new Limits(wallTime, dataBytes, processes, fileBytes, outputBytes, tmpfsBytes);
    }
}
