package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.toolchains.Limits;
import dev.algoreval.toolchains.ProgramRunner;
import dev.algoreval.toolchains.SandboxMode;
import dev.algoreval.toolchains.Sandboxes;
import dev.algoreval.toolchains.Toolchains;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/** A real {@link PlusRunner} for driver tests: the host's toolchains behind the real sandbox, default limits. */
final class PlusSandbox {
    private static ProgramRunner programs;
    private static PlusRunner shared;

    private PlusSandbox() {
    }

    static synchronized PlusRunner runner() {
        if (shared == null) {
            shared = new PlusRunner(Interfaces.load(), programs());
        }
        return shared;
    }

    /** The sandboxed program runner behind {@link #runner()}, for a program's own run (the fixed test). */
    static synchronized ProgramRunner programs() {
        if (programs == null) {
            try {
                Path scratch = Files.createTempDirectory("algoreval-plus-test");
                programs = new ProgramRunner(Toolchains.detect(),
                        Sandboxes.create(SandboxMode.BWRAP, 4, scratch), scratch,
                        Limits.defaultCompile().withWallTime(Duration.ofSeconds(60)),
                        Limits.defaultRun().withWallTime(Duration.ofSeconds(30)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return programs;
    }
}
