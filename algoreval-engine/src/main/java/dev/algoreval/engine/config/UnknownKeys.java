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
                            + "? (every key is listed in the README, section Configuration)");
                });
    }

    private static List<String> known() {
        return Stream.concat(Constants.KEYS.stream(),
                Arrays.stream(Language.values()).map(l -> Constants.MIN_PASS_RATE + "." + l.id())).toList();
    }

    static String nearest(String key, List<String> known) {
        return known.stream().min(Comparator.comparingInt((String k) -> distance(key, k)).thenComparing(k -> k))
                .orElseThrow();
    }

    /** Levenshtein distance, case-insensitive: a wrong case is as near as a key can be. */
    static int distance(String a, String b) {
        String x = a.toLowerCase(java.util.Locale.ROOT);
        String y = b.toLowerCase(java.util.Locale.ROOT);
        int[] previous = new int[y.length() + 1];
        int[] current = new int[y.length() + 1];
        for (int j = 0; j <= y.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= x.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= y.length(); j++) {
                int substitution = previous[j - 1] + (x.charAt(i - 1) == y.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[y.length()];
    }
}
