package dev.algoreval.engine.execution;

import dev.algoreval.engine.files.FileErrors;
import dev.algoreval.engine.files.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * The files a build fails on (the example suite's antrun step), even when test failures are ignored:
 * {@code gate-failed.txt} in the output directory and, when configured, a second copy where the build
 * tool looks. Written as "did not finish" before the first test and removed only by a run that ends
 * cleanly, so a crash, a kill or a full disk fails the build rather than passing it unseen.
 */
final class GateFiles {
    private final List<Path> files;

    GateFiles(List<Path> files) {
        this.files = List.copyOf(files);
    }

    /** @throws IOException when a file cannot be written: the run must not start without its fail-safe */
    void pending() throws IOException {
        String text = "AlgoREval run did not finish (pid " + ProcessHandle.current().pid() + ", started "
                + Instant.now().truncatedTo(ChronoUnit.SECONDS) + "): its results are incomplete and its gate was not evaluated\n";
        for (Path file : files) {
            try {
                AtomicFiles.write(file, text);
            } catch (IOException e) {
                // The copies that can be written (the build's, on another disk) say why the run never started.
                String why = "AlgoREval run could not start: cannot write " + file + ": " + FileErrors.why(e) + "\n";
                for (Path other : files) {
                    try {
                        AtomicFiles.write(other, why);
                    } catch (IOException ignored) {
                        // that copy cannot say it either
                    }
                }
                throw e;
            }
        }
    }

    /** Records the verdict; a file that cannot be replaced keeps saying "did not finish", which fails the build too. */
    List<String> settle(RunVerdict verdict) {
        List<String> problems = new java.util.ArrayList<>();
        for (Path file : files) {
            try {
                if (verdict.failed()) {
                    AtomicFiles.write(file, verdict.message());
                } else {
                    Files.deleteIfExists(file);
                }
            } catch (IOException e) {
                problems.add("cannot update " + file + ": " + FileErrors.why(e));
            }
        }
        return problems;
    }
}
