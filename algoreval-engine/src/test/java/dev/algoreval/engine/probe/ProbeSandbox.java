package dev.algoreval.engine.probe;

import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.engine.plus.TimedDriverRunner;
import dev.algoreval.toolchains.Limits;
import dev.algoreval.toolchains.ProgramRunner;
import dev.algoreval.toolchains.SandboxMode;
import dev.algoreval.toolchains.Sandboxes;
import dev.algoreval.toolchains.TimingQuiet;
import dev.algoreval.toolchains.Toolchains;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/** A real probe for tests: the host's toolchains behind the real sandbox with the benchmark's limits. */
final class ProbeSandbox {
    private static ProgramRunner programs;

    private ProbeSandbox() {
    }

    static ScaleProbe probe(ProbePlan plan) {
        return probe(plan, TimingQuiet.shared());
    }

    /** A probe whose steps pass through {@code quiet}, as in a run where the probe's timed processes run alone. */
    static ScaleProbe probe(ProbePlan plan, TimingQuiet quiet) {
        return new ScaleProbe(plan, Interfaces.load(), new TimedDriverRunner(Interfaces.load(),
                programs().withRunOutputBytes(ProbePlan.OUTPUT_BYTES).withTimingQuiet(quiet)));
    }

    static synchronized ProgramRunner programs() {
        if (programs == null) {
            try {
                Path scratch = Files.createTempDirectory("algoreval-probe-test");
                programs = new ProgramRunner(Toolchains.detect(), Sandboxes.create(SandboxMode.BWRAP, 4, scratch), scratch,
                        Limits.defaultCompile().withWallTime(Duration.ofSeconds(60)),
                        Limits.defaultRun().withWallTime(Duration.ofSeconds(30)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return programs;
    }
}
