package dev.algoreval.toolchains;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/** One detected toolchain set and one bubblewrap sandbox shared by the tests of this module. */
final class SandboxFixture {
    /**
     * A fresh directory per test JVM: the hostile tests require the scratch directory to be empty after
     * each program, so a fixed path failed every one of them after a killed run had left something in it,
     * or while another checkout's tests were running on the same machine.
     */
    static final Path SCRATCH = freshScratch();
    static final Toolchains TOOLCHAINS = Toolchains.detect();
    static final Sandbox SANDBOX = Sandboxes.create(SandboxMode.BWRAP, 4, SCRATCH);
    /** Short limits keep the hostile cases fast; hello world must still pass under them. */
    static final Limits RUN = Limits.defaultRun().withWallTime(Duration.ofSeconds(5));
    static final ProgramRunner RUNNER = new ProgramRunner(TOOLCHAINS, SANDBOX, SCRATCH,
            Limits.defaultCompile().withWallTime(Duration.ofSeconds(20)), RUN);

    private SandboxFixture() {
    }

    private static Path freshScratch() {
        try {
            Path scratch = Files.createTempDirectory("algoreval-toolchains-test-");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    Files.deleteIfExists(scratch); // only when the tests left it empty, as they must
                } catch (IOException ignored) {
                    // left for a person to look at
                }
            }));
            return scratch;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
