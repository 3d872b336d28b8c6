package dev.algoreval.toolchains;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
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
 * give. An entry is the compile step's result plus the files it left beside the source, stored under
 * a temporary name and renamed into place whole. Compiles that timed out or hit the output cap are
 * not stored (they depend on the machine's load). The cache stays under a size bound by removing the
 * least recently used entries. A cache that fails is bypassed with one warning, never a failed test.
 */
public final class CompileCache {
    private static final String RESULT = "exit_code";
    private static final String FILES = "files";

    private final Path root;
    private final long maxBytes;
    private final AtomicBoolean warned = new AtomicBoolean();
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
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (String part : List.of(toolchain.language(), toolchain.version(), String.join("\u0000", toolchain.compile()),
                    new java.util.TreeMap<>(environment).toString(), limits.toString(), source)) {
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
        try {
            StepResult stored = read(entry);
            copyTree(entry.resolve(FILES), programDir);
            Files.setLastModifiedTime(entry, FileTime.from(Instant.now()));
            // Nothing was compiled in this run, so it cost nothing.
            return Optional.of(new StepResult(stored.exitCode(), false, false, stored.stdout(), stored.stderr(), Duration.ZERO));
        } catch (IOException | RuntimeException e) {
            warn("cannot read the entry " + entry, e);
            return Optional.empty();
        }
    }

    /** Stores what a finished compile left in {@code programDir}, besides the source. */
    void store(String key, Path programDir, String sourceFileName, StepResult result) {
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
                for (Path file : produced.filter(f -> !f.getFileName().toString().equals(sourceFileName)).toList()) {
                    copyTree(file, files.resolve(file.getFileName().toString()));
                }
            }
            write(partial, result);
            long size = size(partial);
            try {
                Files.move(partial, entry, StandardCopyOption.ATOMIC_MOVE);
                partial = null;
                added(size);
            } catch (FileAlreadyExistsException | DirectoryNotEmptyException | AtomicMoveNotSupportedException e) {
                // Another run stored the same compile first; its entry is as good as ours.
            }
        } catch (IOException | RuntimeException e) {
            warn("cannot store an entry", e);
        } finally {
            if (partial != null) {
                Directories.deleteRecursively(partial);
            }
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

    /** The step's result as three plain files: exit_code, stdout and stderr. */
    private static void write(Path entry, StepResult result) throws IOException {
        Files.writeString(entry.resolve("stdout"), result.stdout(), StandardCharsets.UTF_8);
        Files.writeString(entry.resolve("stderr"), result.stderr(), StandardCharsets.UTF_8);
        // Written last: an entry is complete when this file exists.
        Files.writeString(entry.resolve(RESULT), Integer.toString(result.exitCode()), StandardCharsets.UTF_8);
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

    private void warn(String what, Exception e) {
        if (warned.compareAndSet(false, true)) {
            System.err.println("[algoreval] compile cache " + root + ": " + what + " (" + e.getMessage()
                    + "); compiling without it where it fails");
        }
    }
}
