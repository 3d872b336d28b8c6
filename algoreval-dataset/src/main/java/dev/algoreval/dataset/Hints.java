package dev.algoreval.dataset;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The language-agnostic hint of each algorithm ({@code algorithms/<id>/hint.md}, README section 10),
 * the content of the {@code hint} condition; read once per algorithm.
 */
public final class Hints {
    private static final Map<String, Optional<String>> CACHE = new ConcurrentHashMap<>();

    private Hints() {
    }

    public static String resource(String algorithmId) {
        return DatasetLoader.ROOT + "algorithms/" + algorithmId + "/hint.md";
    }

    /** The hint's text without its trailing newline, or empty when the algorithm has none. */
    public static Optional<String> of(String algorithmId) {
        return CACHE.computeIfAbsent(algorithmId, id -> {
            try (InputStream in = Hints.class.getClassLoader().getResourceAsStream(resource(id))) {
                return in == null ? Optional.empty()
                        : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).stripTrailing());
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + resource(id), e);
            }
        });
    }
}
