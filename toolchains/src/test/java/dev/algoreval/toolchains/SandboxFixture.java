package dev.algoreval.toolchains;

import java.nio.file.Path;
import java.time.Duration;

/** One detected toolchain set and one bubblewrap sandbox shared by the tests of this module. */
final class SandboxFixture {
    static final Path SCRATCH = Path.of(System.getProperty("java.io.tmpdir"), "algoreval-toolchains-test");
    static final Toolchains TOOLCHAINS = Toolchains.detect();
    static final Sandbox SANDBOX = Sandboxes.create(SandboxMode.BWRAP, 4, SCRATCH);
    /** Short limits keep the hostile cases fast; hello world must still pass under them. */
    static final Limits RUN = Limits.defaultRun().withWallTime(Duration.ofSeconds(5));
    static final ProgramRunner RUNNER = new ProgramRunner(TOOLCHAINS, SANDBOX, SCRATCH,
            Limits.defaultCompile().withWallTime(Duration.ofSeconds(20)), RUN);

    private SandboxFixture() {
    }
}
