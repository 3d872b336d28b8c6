package dev.algoreval.toolchains;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Stream;

/** The SHA-256 and size of every file of a compile-cache entry, by its path inside the entry. */
final class Manifest {
    private Manifest() {
    }

    record Line(String path, long size, String sha256) {
        static Line of(String path, byte[] content) {
            return new Line(path, content.length, HexFormat.of().formatHex(digest().digest(content)));
        }

        String text() {
            return sha256 + " " + size + " " + path;
        }
    }

    /** The result files named and every file under {@code filesDir}, as they are in {@code entry} now. */
    static Map<String, Line> scan(Path entry, List<String> resultFiles, String filesDir) throws IOException {
        Map<String, Line> lines = results(entry, resultFiles);
        Path files = entry.resolve(filesDir);
        if (Files.isDirectory(files)) {
            try (Stream<Path> walk = Files.walk(files)) {
                for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                    String name = entry.relativize(file).toString();
                    lines.put(name, Line.of(name, Files.readAllBytes(file)));
                }
            }
        }
        return lines;
    }

    /** The named files of {@code entry} that exist. */
    static Map<String, Line> results(Path entry, List<String> names) throws IOException {
        Map<String, Line> lines = new LinkedHashMap<>();
        for (String name : names) {
            Path file = entry.resolve(name);
            if (Files.isRegularFile(file)) {
                lines.put(name, Line.of(name, Files.readAllBytes(file)));
            }
        }
        return lines;
    }

    /** Copies {@code from} to {@code to} (with its permissions) and returns what was written. */
    static Line copy(String name, Path from, Path to) throws IOException {
        MessageDigest digest = digest();
        long size = 0;
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = Files.newInputStream(from); OutputStream out = Files.newOutputStream(to)) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
                out.write(buffer, 0, n);
                size += n;
            }
        }
        Files.setPosixFilePermissions(to, Files.getPosixFilePermissions(from));
        return new Line(name, size, HexFormat.of().formatHex(digest.digest()));
    }

    static void write(Path file, Map<String, Line> lines) throws IOException {
        List<String> text = new ArrayList<>();
        lines.values().forEach(line -> text.add(line.text()));
        Files.write(file, text, StandardCharsets.UTF_8);
    }

    /** @throws java.nio.file.NoSuchFileException when there is no manifest */
    static Map<String, Line> read(Path file) throws IOException {
        Map<String, Line> lines = new LinkedHashMap<>();
        for (String text : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String[] parts = text.split(" ", 3);
            if (parts.length != 3) {
                throw new IOException("a malformed manifest line '" + text + "'");
            }
            lines.put(parts[2], new Line(parts[2], Long.parseLong(parts[1]), parts[0]));
        }
        return lines;
    }

    /** The first way {@code found} differs from {@code expected}, or empty when they agree. */
    static Optional<String> difference(Map<String, Line> expected, Map<String, Line> found) {
        for (String path : new TreeSet<>(expected.keySet())) {
            Line want = expected.get(path);
            Line got = found.get(path);
            if (got == null) {
                return Optional.of(path + " is missing");
            }
            if (got.size() != want.size()) {
                return Optional.of(path + " has " + got.size() + " bytes instead of " + want.size());
            }
            if (!got.sha256().equals(want.sha256())) {
                return Optional.of(path + ": its content differs from its digest");
            }
        }
        for (String path : found.keySet()) {
            if (!expected.containsKey(path)) {
                return Optional.of(path + " is not in the manifest");
            }
        }
        return Optional.empty();
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
