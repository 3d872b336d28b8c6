package dev.algoreval.engine.execution;

import dev.algoreval.engine.files.FileErrors;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A run's output directory: checked at discovery, claimed by one run at a time, and emptied of an
 * earlier run's files when claimed, so that nothing stale is ever read as this run's.
 */
public final class OutputDirectory implements AutoCloseable {
    public static final String RESULTS = "results.jsonl";
    public static final String SUMMARY = "summary.json";
    public static final String REPORT = "report.html";
    public static final String GATE_FAILED = "gate-failed.txt";
    public static final String SCALE = dev.algoreval.engine.probe.ScaleFile.NAME;
    public static final String MANIFEST = dev.algoreval.engine.results.RunManifest.NAME;
    /** One block: a disk without it cannot take the gate file, let alone a result. */
    private static final int PROBE_BYTES = 4096;
    private static final List<String> RUN_FILES = List.of(RESULTS, SUMMARY, REPORT, GATE_FAILED, SCALE, MANIFEST);

    private final Path directory;
    private final RunLock lock;

    private OutputDirectory(Path directory, RunLock lock) {
        this.directory = directory;
        this.lock = lock;
    }

    /**
     * Why {@code directory} cannot take a run's outputs (not a directory, cannot be created or
     * written, held by another run), or empty when it can. Leaves nothing behind but the directory.
     */
    public static Optional<String> problem(Path directory) {
        Path absolute = directory.toAbsolutePath();
        if (Files.exists(absolute) && !Files.isDirectory(absolute)) {
            return Optional.of(absolute + " is not a directory");
        }
        try {
            Files.createDirectories(absolute);
            Path probe = Files.createTempFile(absolute, ".write-probe-", ".tmp");
            try {
                // Bytes, not just a name: a full disk still creates empty files, then fails the first result.
                Files.write(probe, new byte[PROBE_BYTES]);
            } finally {
                Files.deleteIfExists(probe);
            }
        } catch (IOException e) {
            return Optional.of("cannot write in " + absolute + ": " + FileErrors.why(e));
        }
        return RunLock.holder(absolute).map(holder -> new OutputDirectoryInUseException(absolute, holder).getMessage());
    }

    /** Locks the directory for this run and deletes an earlier run's files. */
    public static OutputDirectory claim(Path directory) {
        Path absolute = directory.toAbsolutePath();
        try {
            Files.createDirectories(absolute);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + absolute + ": " + FileErrors.why(e), e);
        }
        RunLock lock = RunLock.acquire(absolute);
        try {
            for (String name : RUN_FILES) {
                Files.deleteIfExists(absolute.resolve(name));
            }
        } catch (IOException e) {
            lock.close();
            throw new UncheckedIOException("cannot remove an earlier run's files from " + absolute + ": " + FileErrors.why(e), e);
        }
        return new OutputDirectory(absolute, lock);
    }

    public Path resolve(String name) {
        return directory.resolve(name);
    }

    public Path path() {
        return directory;
    }

    @Override
    public void close() {
        lock.close();
    }
}
