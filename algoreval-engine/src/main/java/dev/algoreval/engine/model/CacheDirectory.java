package dev.algoreval.engine.model;

import dev.algoreval.engine.files.FileErrors;
import dev.algoreval.engine.api.Constants;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;

/**
 * The generation cache's directory: one file per answer under a two-character subdirectory, each
 * written to a temporary name and moved into place. Checked at discovery so that a cache that cannot
 * be written is a configuration error before the first (paid) request, not a lost answer after it.
 */
final class CacheDirectory {
    /**
     * Temporaries older than this are left by a dead run. The cache is shared by every run and model
     * (its subdirectories are hash prefixes, so no run owns one), but a live write holds its temporary
     * only for the milliseconds between creating and renaming it; a temporary untouched for ten
     * minutes cannot be one being written right now.
     */
    static final Duration STALE_TEMPORARY = Duration.ofMinutes(10);

    private static final String TEMPORARY_GLOB = ".{entry,probe}-*.tmp";

    private final Path root;

    private CacheDirectory(Path root) {
        this.root = root;
    }

    /**
     * Creates the directory if needed, proves it writable, and removes stale temporaries.
     *
     * @throws IllegalArgumentException naming {@code algoreval.cache}, the path and why it cannot be used
     */
    static CacheDirectory open(Path directory) {
        Path root = directory.toAbsolutePath();
        try {
            Files.createDirectories(root);
            Path probe = Files.createTempFile(root, ".probe-", ".tmp");
            Files.delete(probe);
        } catch (IOException | UnsupportedOperationException e) {
            throw new IllegalArgumentException(Constants.CACHE + ": cannot use " + root + " as the generation cache: "
                    + FileErrors.why(e) + " (choose another directory, or " + Constants.CACHE + "=off)", e);
        }
        CacheDirectory cache = new CacheDirectory(root);
        cache.removeTemporariesOlderThan(Instant.now().minus(STALE_TEMPORARY));
        return cache;
    }

    Path root() {
        return root;
    }

    Path entry(String key) {
        return root.resolve(key.substring(0, 2)).resolve(key + ".json");
    }

    /** Writes an entry atomically; a failed write leaves no temporary behind. */
    void write(Path entry, byte[] content) throws IOException {
        Files.createDirectories(entry.getParent());
        Path temporary = Files.createTempFile(entry.getParent(), ".entry-", ".tmp");
        try {
            Files.write(temporary, content);
            Files.move(temporary, entry, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException | RuntimeException e) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException | RuntimeException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
    }

    /** Deletes the temporaries of dead runs, here and one level down; returns how many. Best effort. */
    int removeTemporariesOlderThan(Instant cutoff) {
        int removed = removeTemporariesIn(root, cutoff);
        try (DirectoryStream<Path> subdirectories = Files.newDirectoryStream(root, Files::isDirectory)) {
            for (Path subdirectory : subdirectories) {
                removed += removeTemporariesIn(subdirectory, cutoff);
            }
        } catch (IOException | RuntimeException e) {
            // Cleaning is a courtesy: leftovers are ignored by reads and never block a run.
        }
        return removed;
    }

    private static int removeTemporariesIn(Path directory, Instant cutoff) {
        int removed = 0;
        // The glob matches on names alone, so a cache of many entries costs one listing, not one stat per entry.
        try (DirectoryStream<Path> temporaries = Files.newDirectoryStream(directory, TEMPORARY_GLOB)) {
            for (Path temporary : temporaries) {
                try {
                    if (Files.getLastModifiedTime(temporary).compareTo(FileTime.from(cutoff)) < 0
                            && Files.deleteIfExists(temporary)) {
                        removed++;
                    }
                } catch (IOException e) {
                    // Another run removed it first, or it is not ours to remove.
                }
            }
        } catch (IOException | RuntimeException e) {
            // As above.
        }
        return removed;
    }
}
