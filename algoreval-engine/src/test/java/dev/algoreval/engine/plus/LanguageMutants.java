package dev.algoreval.engine.plus;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.algoreval.dataset.Language;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Set;

/**
 * The seeded mutants of one language's graph references, read from {@code plus/mutants/<language>.yaml}
 * on the test classpath: each one a single text replacement that turns a reference into a plausible
 * wrong answer (the Python references have their own per algorithm, in algoreval-dataset).
 */
final class LanguageMutants {
    static final String FOLDER = "plus/mutants";
    /** The same kinds as the Python mutants', so the two tables read alike. */
    static final Set<String> KINDS = Set.of("off-by-one", "wrong-tie", "no-visited", "stale-heap", "overflow",
            "wrong-rule", "other");
    /** Every language with a driver except Python, whose mutants live in algoreval-dataset. */
    static final List<Language> LANGUAGES = List.of(Language.C, Language.CPP, Language.JAVA, Language.JAVASCRIPT,
            Language.GO, Language.RUST);

    /** One bug in the reference of {@code algorithm}/{@code representation}; {@code replace} occurs there exactly once. */
    record Mutant(String name, String kind, String algorithm, String representation, String replace, String with) {

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

    private LanguageMutants() {
    }

    static String resource(Language language) {
        return FOLDER + "/" + language.id() + ".yaml";
    }

    static List<Mutant> of(Language language) {
        String resource = resource(language);
        try (InputStream in = LanguageMutants.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing");
            }
            return YAML.readValue(in, MutantsFile.class).mutants();
        } catch (IOException e) {
            throw new UncheckedIOException(resource + " cannot be read", e);
        }
    }
}
