package dev.algoreval.engine.config;

import dev.algoreval.toolchains.Sandbox;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The engine's build, for the provenance of every result and for the shard merge: the project version
 * plus a hash of the code that decides a score (this engine and the toolchains module, whether they
 * run from class directories or jars). A snapshot version alone is the same for every commit, so two
 * builds that score differently would look alike; the dataset has its own hash.
 */
public final class EngineVersion {
    private static final String VERSION = read() + "+" + codeHash(List.of(EngineVersion.class, Sandbox.class));

    private EngineVersion() {
    }

    /** E.g. {@code 0.1.0-SNAPSHOT+3f2a9c1d0b7e}. */
    public static String get() {
        return VERSION;
    }

    private static String read() {
        try (InputStream in = EngineVersion.class.getResourceAsStream("/dev/algoreval/engine/engine.properties")) {
            Properties properties = new Properties();
            if (in != null) {
                properties.load(in);
            }
            String version = properties.getProperty("version", "");
            return version.isBlank() || version.contains("${") ? "unknown" : version;
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** The first 12 hex digits of a SHA-256 over every file of the classes' code sources, in name order. */
    static String codeHash(List<Class<?>> classes) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (Class<?> type : classes) {
                Path source = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
                if (Files.isDirectory(source)) {
                    hashDirectory(source, digest);
                } else {
                    hashJar(source, digest);
                }
            }
            return HexFormat.of().formatHex(digest.digest()).substring(0, 12);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the engine's own code to identify its build", e);
        } catch (URISyntaxException | NoSuchAlgorithmException | RuntimeException e) {
            return "unidentified";
        }
    }

    private static void hashDirectory(Path root, MessageDigest digest) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile).filter(p -> !root.relativize(p).startsWith("META-INF")).sorted(Comparator.comparing(p -> root.relativize(p).toString()))
                    .toList();
        }
        for (Path file : files) {
            entry(digest, root.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
        }
    }

    private static void hashJar(Path jar, MessageDigest digest) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            // The manifest and Maven's metadata carry build times and tool versions, not behaviour;
            // skipped in directories too, so a jar and the classes it was packed from hash alike.
            List<JarEntry> entries = file.stream().filter(e -> !e.isDirectory() && !e.getName().startsWith("META-INF/"))
                    .sorted(Comparator.comparing(JarEntry::getName)).toList();
            for (JarEntry entry : entries) {
                try (InputStream in = file.getInputStream(entry)) {
                    entry(digest, entry.getName(), in.readAllBytes());
                }
            }
        }
    }

    private static void entry(MessageDigest digest, String name, byte[] content) {
        digest.update(name.getBytes(StandardCharsets.UTF_8));
        digest.update((byte) 0);
        digest.update(Long.toString(content.length).getBytes(StandardCharsets.UTF_8));
        digest.update((byte) 0);
        digest.update(content);
    }
}
