package dev.algoreval.dataset;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The seeded mutants of one algorithm's Python references, read from
 * {@code plus/mutants/<algorithm-id>.yaml} on the test classpath: each one a single text replacement
 * that turns a reference into a plausible wrong answer.
 */
final class SeededMutants {
    static final String FOLDER = "plus/mutants";
    static final Set<String> KINDS = Set.of("off-by-one", "wrong-tie", "no-visited", "stale-heap", "overflow",
            "wrong-rule", "other");

    /**
     * One bug: {@code replace} must occur exactly once in the reference of {@code representation}.
     * {@code expectSurvives} marks a known gap of the hidden tests; {@code reason} then says why.
     */
    record Mutant(String name, String kind, String representation, String replace, String with,
            boolean expectSurvives, String reason) {

        /** The reference with the bug in it; fails when the replaced text is not there exactly once. */
        String applyTo(String reference) {
            int at = reference.indexOf(replace);
            if (at < 0 || reference.indexOf(replace, at + 1) >= 0) {
                throw new IllegalArgumentException("'" + replace + "' must occur exactly once in the reference, found "
                        + (at < 0 ? "none" : "several"));
            }
            return reference.substring(0, at) + with + reference.substring(at + replace.length());
        }
    }

    record MutantsFile(List<Mutant> mutants) {
    }

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private SeededMutants() {
    }

    static String resource(String algorithmId) {
        return FOLDER + "/" + algorithmId + ".yaml";
    }

    /** The algorithm's mutants, or empty when it has no file. */
    static Optional<List<Mutant>> of(String algorithmId) {
        String resource = resource(algorithmId);
        try (InputStream in = SeededMutants.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            return Optional.of(YAML.readValue(in, MutantsFile.class).mutants());
        } catch (IOException e) {
            throw new UncheckedIOException(resource + " cannot be read", e);
        }
    }
}
