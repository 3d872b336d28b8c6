package dev.algoreval.engine.report;

import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/** Display names and the fixed orders of languages and representations (unknown ids go last, by name). */
public final class Names {
    private Names() {
    }

    public static String language(String id) {
        return Language.byId(id).map(Language::displayName).orElse(id);
    }

    public static String representation(String id) {
        return Representation.byId(id).map(Representation::displayName).orElse(id);
    }

    public static final Comparator<String> LANGUAGE_ORDER =
            Comparator.comparingInt((String id) -> Language.byId(id).map(Enum::ordinal).orElse(99))
                    .thenComparing(Comparator.naturalOrder());

    public static List<String> sortedLanguages(Collection<String> ids) {
        return ids.stream().distinct().sorted(LANGUAGE_ORDER).toList();
    }

    public static List<String> sortedRepresentations(Collection<String> ids) {
        return ids.stream().distinct()
                .sorted(Comparator.comparingInt((String id) -> Representation.byId(id).map(Enum::ordinal).orElse(99))
                        .thenComparing(Comparator.naturalOrder()))
                .toList();
    }
}
