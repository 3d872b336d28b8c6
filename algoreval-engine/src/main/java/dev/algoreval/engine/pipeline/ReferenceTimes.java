package dev.algoreval.engine.pipeline;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.files.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * How long each instance's reference solution runs on this host with these toolchains: what a run
 * limit is calibrated from. A reference run records the times of the references that passed; every
 * run on the same host and toolchain versions reads them. One file per host and toolchain versions,
 * so a new compiler or another machine starts uncalibrated instead of trusting stale times.
 */
public final class ReferenceTimes {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Optional<Path> file;
    private final Map<String, Long> known;
    private final Map<String, Long> measured = new ConcurrentHashMap<>();

    private ReferenceTimes(Optional<Path> file, Map<String, Long> known) {
        this.file = file;
        this.known = Map.copyOf(known);
    }

    /** No calibration: every program gets the floor. */
    public static ReferenceTimes none() {
        return new ReferenceTimes(Optional.empty(), Map.of());
    }

    /**
     * The times recorded for this host in {@code directory}; an unreadable file is a warning and an
     * uncalibrated run, never a failed one.
     */
    public static ReferenceTimes load(Path directory, String host, Consumer<String> warnings) {
        Path file = directory.resolve(fingerprint(host) + ".json");
        return new ReferenceTimes(Optional.of(file), read(file, warnings));
    }

    /** A short stable name for the host description (hostname, CPU, cores, toolchain versions). */
    static String fingerprint(String host) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(host.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, Long> read(Path file, Consumer<String> warnings) {
        if (!Files.exists(file)) {
            return Map.of();
        }
        try {
            return JSON.readValue(file.toFile(), new TypeReference<TreeMap<String, Long>>() { });
        } catch (IOException | RuntimeException e) {
            warnings.accept("cannot read the reference run times " + file + " (" + e.getMessage()
                    + "); run limits are the floor");
            return Map.of();
        }
    }

    /** The reference's run time on this host, if a reference run has measured it. */
    public Optional<Duration> of(Instance instance) {
        Long ms = measured.getOrDefault(instance.id(), known.get(instance.id()));
        return Optional.ofNullable(ms).map(Duration::ofMillis);
    }

    /** A passing reference's run time, kept for {@link #save()}. */
    public void record(Instance instance, Duration run) {
        if (file.isPresent()) {
            measured.put(instance.id(), Math.max(1, run.toMillis()));
        }
    }

    /**
     * Writes the times this run measured over those on file (another run on the host may have added
     * some meanwhile: they are kept), atomically.
     */
    public void save(Consumer<String> warnings) {
        if (file.isEmpty() || measured.isEmpty()) {
            return;
        }
        Path target = file.get();
        try {
            Files.createDirectories(target.getParent());
            Map<String, Long> merged = new TreeMap<>(read(target, warnings));
            merged.putAll(measured);
            AtomicFiles.write(target, JSON.writeValueAsString(merged) + "\n");
        } catch (IOException e) {
            warnings.accept("cannot save the reference run times to " + target + " (" + e.getMessage() + ")");
        }
    }
}
