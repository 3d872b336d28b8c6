package dev.algoreval.toolchains;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

/**
 * Compile results by content: the key hashes the toolchain's version, its compile command and
 * environment, the compile limits and the source, so an entry is exactly what compiling again would
 * give. An entry is the compile step's result plus the files it left beside the source, with a
 * manifest of every file's SHA-256, stored under a temporary name and renamed into place whole.
 * What is served is checked against the manifest as it is copied out: a truncated, emptied or
 * swapped file makes the entry a miss (one warning naming it), and the compile that follows replaces
 * it. Two runs storing the same compile at once agree quietly: the second keeps the first's entry
 * when it verifies. Compiles that timed out or hit the output cap are not stored (they depend on the
 * machine's load). The cache stays under a size bound by removing the least recently used entries.
 * A cache that fails is bypassed for that entry with a warning, never a failed test.
 */
public final class CompileCache {
    private static final String RESULT = "exit_code";
    private static final String FILES = "files";
    private static final String NO_MANIFEST = "it has no manifest (written by an older version)";
    /** One line per file of the entry: its SHA-256, its size and its path inside the entry. */
    private static final String MANIFEST = "manifest";

    private final Path root;
    private final long maxBytes;
    private final AtomicBoolean warnedStore = new AtomicBoolean();
    private final AtomicBoolean warnedOldFormat = new AtomicBoolean();
    /** Bytes in the cache as far as this process knows; measured on the first store, then kept up to date. */
    private long knownBytes = -1;

    public CompileCache(Path root, long maxBytes) {
        this.root = root;
        this.maxBytes = maxBytes;
    }

    /** @throws IllegalArgumentException naming the directory when it cannot be created or written */
    public static CompileCache open(Path root, long maxBytes) {
        try {
            Files.createDirectories(root);
            Files.delete(Files.createTempFile(root, ".probe-", ".tmp"));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot use " + root + " as the compile cache: " + e.getMessage(), e);
        }
        return new CompileCache(root, maxBytes);
    }

    String key(Toolchain toolchain, Map<String, String> environment, Limits limits, String source) {
        return key(toolchain, environment, limits, source, Map.of());
    }

    /**
     * The key of a compile with companion sources (more translation units) beside the source: each
     * companion's name and text count too; without companions the key is the single source's.
     */
    String key(Toolchain toolchain, Map<String, String> environment, Limits limits, String source,
            Map<String, String> companions) {
        List<String> parts = new ArrayList<>(List.of(toolchain.language(), toolchain.version(),
                String.join("\u0000", toolchain.compile()), new java.util.TreeMap<>(environment).toString(),
                limits.toString(), source));
        new java.util.TreeMap<>(companions).forEach((name, text) -> parts.addAll(List.of(name, text)));
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (String part : parts) {
                byte[] bytes = part.getBytes(StandardCharsets.UTF_8);
                digest.update(java.nio.ByteBuffer.allocate(4).putInt(bytes.length).array());
                digest.update(bytes);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Restores a stored compile into {@code programDir} and returns its result, or empty on a miss. */
    Optional<StepResult> restore(String key, Path programDir) {
        Path entry = entry(key);
        if (!Files.isRegularFile(entry.resolve(RESULT))) {
            return Optional.empty();
        }
        List<Path> copied = new ArrayList<>();
        try {
            Optional<String> damage = copyVerified(entry, programDir, copied);
            if (damage.isPresent()) {
                discardDamaged(entry, key, damage.get(), programDir, copied);
                return Optional.empty();
            }
            StepResult stored = read(entry);
            Files.setLastModifiedTime(entry, FileTime.from(Instant.now()));
            // Nothing was compiled in this run, so it cost nothing.
            return Optional.of(new StepResult(stored.exitCode(), false, false, stored.stdout(), stored.stderr(), Duration.ZERO));
        } catch (IOException | RuntimeException e) {
            discardDamaged(entry, key, "cannot be read (" + e.getMessage() + ")", programDir, copied);
            return Optional.empty();
        }
    }

    /**
     * Copies the entry's files into {@code programDir}, hashing the bytes as they are written: what the
     * program will run is what was checked, even if the entry changes meanwhile. The result files are
     * checked too. Returns what does not match the manifest, or empty when everything does.
     */
    private static Optional<String> copyVerified(Path entry, Path programDir, List<Path> copied) throws IOException {
        Map<String, Manifest.Line> expected;
        try {
            expected = Manifest.read(entry.resolve(MANIFEST));
        } catch (java.nio.file.NoSuchFileException e) {
            return Optional.of(NO_MANIFEST);
        }
        Map<String, Manifest.Line> found = Manifest.results(entry, List.of("stdout", "stderr", RESULT));
        Path files = entry.resolve(FILES);
        if (Files.isDirectory(files)) {
            try (Stream<Path> walk = Files.walk(files)) {
                for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                    String name = entry.relativize(file).toString();
                    Path target = programDir.resolve(files.relativize(file).toString());
                    Files.createDirectories(target.getParent());
                    copied.add(target);
                    found.put(name, Manifest.copy(name, file, target));
                }
            }
        }
        return Manifest.difference(expected, found);
    }

    /** A damaged entry is a miss: one warning, the entry and what was copied from it deleted, so the compile replaces it. */
    private void discardDamaged(Path entry, String key, String damage, Path programDir, List<Path> copied) {
        if (!damage.equals(NO_MANIFEST)) {
            System.err.println("[algoreval] compile cache " + root + ": entry " + key + " is damaged (" + damage
                    + "); compiling again and replacing it");
        } else if (warnedOldFormat.compareAndSet(false, true)) {
            // A cache filled by an older version has hundreds of these: one line says it for all.
            System.err.println("[algoreval] compile cache " + root + ": entries written by an older version (without "
                    + "a manifest) are compiled again and replaced as they are met (said once)");
        }
        for (Path file : copied) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                // the compile overwrites it
            }
        }
        Directories.deleteRecursively(entry);
    }

    /** Stores what a finished compile left in {@code programDir}, besides the sources ({@code sourceFileNames}). */
    void store(String key, Path programDir, java.util.Set<String> sourceFileNames, StepResult result) {
        if (result.timedOut() || result.outputLimitExceeded()) {
            return;
        }
        Path entry = entry(key);
        Path partial = null;
        try {
            Files.createDirectories(entry.getParent());
            partial = Files.createTempDirectory(entry.getParent(), ".partial-");
            Path files = Files.createDirectory(partial.resolve(FILES));
            try (Stream<Path> produced = Files.list(programDir)) {
                for (Path file : produced.filter(f -> !sourceFileNames.contains(f.getFileName().toString())).toList()) {
                    copyTree(file, files.resolve(file.getFileName().toString()));
                }
            }
            write(partial, result);
            long size = size(partial);
            if (moveIntoPlace(partial, entry)) {
                partial = null;
                added(size);
            }
        } catch (IOException | RuntimeException e) {
            if (warnedStore.compareAndSet(false, true)) {
                System.err.println("[algoreval] compile cache " + root + ": cannot store an entry (" + e.getMessage()
                        + "); that compile is not kept, the cache goes on (said once)");
            }
        } finally {
            if (partial != null) {
                Directories.deleteRecursively(partial);
            }
        }
    }

    /**
     * Renames the finished entry into place. When another run stored the same compile first, its entry
     * is as good as ours if it verifies (kept, quietly); a damaged one is replaced.
     *
     * @return whether ours was moved in
     */
    private boolean moveIntoPlace(Path partial, Path entry) throws IOException {
        for (int attempt = 0; attempt < 2; attempt++) {
            try {
                Files.move(partial, entry, StandardCopyOption.ATOMIC_MOVE);
                return true;
            } catch (AtomicMoveNotSupportedException e) {
                return false;
            } catch (java.nio.file.FileSystemException e) {
                // rename(2) onto a non-empty directory is ENOTEMPTY, which the JDK reports as a plain FileSystemException.
                if (!Files.isDirectory(entry)) {
                    throw e;
                }
                // Entries appear whole (renamed into place), so one that is there is complete: keep it if intact.
                if (verify(entry).isEmpty()) {
                    return false;
                }
                Directories.deleteRecursively(entry);
            }
        }
        return false;
    }

    /** What in a stored entry does not match its manifest, or empty when all of it does. */
    static Optional<String> verify(Path entry) {
        try {
            Map<String, Manifest.Line> expected;
            try {
                expected = Manifest.read(entry.resolve(MANIFEST));
            } catch (java.nio.file.NoSuchFileException e) {
                return Optional.of(NO_MANIFEST);
            }
            return Manifest.difference(expected, Manifest.scan(entry, List.of("stdout", "stderr", RESULT), FILES));
        } catch (IOException | RuntimeException e) {
            return Optional.of("it cannot be read (" + e.getMessage() + ")");
        }
    }

    private Path entry(String key) {
        return root.resolve(key.substring(0, 2)).resolve(key);
    }

    private static void copyTree(Path from, Path to) throws IOException {
        if (Files.isDirectory(from)) {
            Files.createDirectories(to);
            try (Stream<Path> children = Files.list(from)) {
                for (Path child : children.toList()) {
                    copyTree(child, to.resolve(child.getFileName().toString()));
                }
            }
        } else if (Files.isRegularFile(from)) {
            Files.copy(from, to, StandardCopyOption.COPY_ATTRIBUTES, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The step's result as three plain files, exit_code, stdout and stderr, and the manifest of the whole entry
     * (the entry is written under a temporary name and renamed into place whole). */
    private static void write(Path entry, StepResult result) throws IOException {
        Files.writeString(entry.resolve("stdout"), result.stdout(), StandardCharsets.UTF_8);
        Files.writeString(entry.resolve("stderr"), result.stderr(), StandardCharsets.UTF_8);
        Files.writeString(entry.resolve(RESULT), Integer.toString(result.exitCode()), StandardCharsets.UTF_8);
        Manifest.write(entry.resolve(MANIFEST), Manifest.scan(entry, List.of("stdout", "stderr", RESULT), FILES));
    }

    private static StepResult read(Path entry) throws IOException {
        int exitCode;
        try {
            exitCode = Integer.parseInt(Files.readString(entry.resolve(RESULT)).strip());
        } catch (NumberFormatException e) {
            throw new IOException("incomplete entry " + entry, e);
        }
        return new StepResult(exitCode, false, false, Files.readString(entry.resolve("stdout"), StandardCharsets.UTF_8),
                Files.readString(entry.resolve("stderr"), StandardCharsets.UTF_8), Duration.ZERO);
    }

    private synchronized void added(long bytes) throws IOException {
        knownBytes = knownBytes < 0 ? measure() : knownBytes + bytes;
        if (knownBytes > maxBytes) {
            knownBytes = evictBeyondBound();
        }
    }

    private long measure() throws IOException {
        long total = 0;
        for (Path entry : entries()) {
            total += size(entry);
        }
        return total;
    }

    private List<Path> entries() throws IOException {
        List<Path> entries = new ArrayList<>();
        try (Stream<Path> shards = Files.list(root)) {
            for (Path shard : shards.filter(Files::isDirectory).toList()) {
                try (Stream<Path> inShard = Files.list(shard)) {
                    inShard.filter(p -> !p.getFileName().toString().startsWith(".")).forEach(entries::add);
                }
            }
        }
        return entries;
    }

    /** Least recently used first, down to 90 % of the bound; no time limit, since an entry never goes stale. */
    private long evictBeyondBound() throws IOException {
        List<Path> entries = entries();
        Map<Path, Long> sizes = new LinkedHashMap<>();
        long total = 0;
        for (Path entry : entries) {
            long size = size(entry);
            sizes.put(entry, size);
            total += size;
        }
        if (total <= maxBytes) {
            return total;
        }
        entries.sort(Comparator.comparing(CompileCache::lastUsed));
        for (Path entry : entries) {
            if (total <= maxBytes * 9 / 10) {
                break;
            }
            Directories.deleteRecursively(entry);
            total -= sizes.get(entry);
        }
        return total;
    }

    private static long size(Path entry) throws IOException {
        try (Stream<Path> files = Files.walk(entry)) {
            return files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
        }
    }

    private static FileTime lastUsed(Path entry) {
        try {
            return Files.getLastModifiedTime(entry);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }

}
