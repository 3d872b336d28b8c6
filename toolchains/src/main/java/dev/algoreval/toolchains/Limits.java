package dev.algoreval.toolchains;

import java.time.Duration;

/**
 * Resource limits for one sandboxed step. Memory is capped with RLIMIT_DATA, which every runtime
 * tolerates, and the stack's hard limit is the same size. RLIMIT_DATA does not count shared
 * memory ({@code mmap(MAP_SHARED|MAP_ANONYMOUS)}, Python's {@code mmap.mmap(-1, n)}, mapped
 * memfds), so {@code addressSpaceBytes} (RLIMIT_AS, 0 for none) is applied too, but only to the
 * run step of toolchains that tolerate it ({@link Toolchain#addressSpaceLimited()}): the
 * address-space limit breaks Go, Java and Node, which reserve large ranges up front.
 */
public record Limits(Duration wallTime, long dataBytes, int processes, long fileBytes, long outputBytes,
        long tmpfsBytes, long addressSpaceBytes) {

    private static final long MIB = 1024 * 1024;
    /** Address space beyond the data limit for code, shared libraries, stacks and allocator arenas. */
    public static final long ADDRESS_SPACE_HEADROOM = 256 * MIB;

    public Limits {
        if (addressSpaceBytes != 0 && addressSpaceBytes < dataBytes) {
            throw new IllegalArgumentException("addressSpaceBytes must be 0 (none) or at least dataBytes");
        }
    }

    /** The paper's 30 s run limit with room for ordinary programs and nothing more. */
    public static Limits defaultRun() {
        return new Limits(Duration.ofSeconds(30), 512 * MIB, 64, 16 * MIB, 1 * MIB, 64 * MIB,
                512 * MIB + ADDRESS_SPACE_HEADROOM);
    }

    /**
     * Compilers (rustc, javac, go) need more memory and threads than the programs they build; they
     * are trusted code fed untrusted input, and reserve too much address space for RLIMIT_AS.
     */
    public static Limits defaultCompile() {
        return new Limits(Duration.ofSeconds(60), 2048 * MIB, 256, 256 * MIB, 1 * MIB, 256 * MIB, 0);
    }

    public Limits withWallTime(Duration wallTime) {
        return new Limits(wallTime, dataBytes, processes, fileBytes, outputBytes, tmpfsBytes, addressSpaceBytes);
    }

    public Limits withOutputBytes(long outputBytes) {
        return new Limits(wallTime, dataBytes, processes, fileBytes, outputBytes, tmpfsBytes, addressSpaceBytes);
    }

    public Limits withProcesses(int processes) {
        return new Limits(wallTime, dataBytes, processes, fileBytes, outputBytes, tmpfsBytes, addressSpaceBytes);
    }

    /** The same limits without RLIMIT_AS, for runtimes that reserve large address ranges (Go, Java, Node). */
    public Limits withoutAddressSpaceLimit() {
        return new Limits(wallTime, dataBytes, processes, fileBytes, outputBytes, tmpfsBytes, 0);
    }
}
