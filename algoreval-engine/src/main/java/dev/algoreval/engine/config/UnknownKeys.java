package dev.algoreval.engine.config;

import dev.algoreval.engine.api.Constants;

import dev.algoreval.dataset.Language;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A key with the engine's prefix that the engine does not read is a typo ({@code algoreval.languagse})
 * or a feature that does not exist yet; ignoring it silently would run something other than what the
 * user asked for, so it stops the run, naming the nearest known key.
 */
final class UnknownKeys {
    private UnknownKeys() {
    }

    /** @throws IllegalArgumentException naming the first unknown key and its nearest known one */
    static void check(Collection<String> keys) {
        List<String> known = known();
        // Per-language gate keys with a wrong language are reported by the gate, which names the languages.
        keys.stream().filter(key -> key.startsWith(Constants.PREFIX) && !key.startsWith(Constants.MIN_PASS_RATE + "."))
                .filter(key -> !known.contains(key)).sorted()
                .findFirst().ifPresent(key -> {
                    throw new IllegalArgumentException(key + ": unknown key; did you mean " + nearest(key, known)
                            + "? (every key is listed in docs/configuration.md)");
                });
    }

    private static List<String> known() {
        return Stream.concat(Constants.KEYS.stream(),
                Arrays.stream(Language.values()).map(l -> Constants.MIN_PASS_RATE + "." + l.id())).toList();
    }

    /** Always a suggestion, however far: a key with our prefix was meant for us. Case is ignored. */
    static String nearest(String key, List<String> known) {
        String typed = key.toLowerCase(java.util.Locale.ROOT);
        return known.stream().min(Comparator.comparingInt((String k) -> NearestId.distance(typed,
                k.toLowerCase(java.util.Locale.ROOT))).thenComparing(k -> k)).orElseThrow();
    }
}
