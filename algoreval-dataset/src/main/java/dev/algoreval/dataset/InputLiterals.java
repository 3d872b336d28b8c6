package dev.algoreval.dataset;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks that a variant's structured {@code input} is what its prompts show: every number and list
 * must appear, in compact form, in the whitespace-stripped test text and Python block; every string
 * must appear verbatim. Otherwise an oracle could verify one input while the model is asked another.
 */
public final class InputLiterals {
    private InputLiterals() {
    }

    /** The first input entry that the text does not show, if any. */
    public static Optional<String> firstMissing(Map<String, Object> input, String text) {
        String compact = text.replaceAll("\\s+", "");
        return input.entrySet().stream()
                .filter(entry -> !shown(entry.getValue(), text, compact))
                .map(Map.Entry::getKey)
                .findFirst();
    }

    /**
     * A list appears whole, as [..] or as a tuple (..), or else element by element: Python's tuples,
     * string lists and calls such as addEdge(1, 2) spell the same data differently.
     */
    private static boolean shown(Object value, String text, String compact) {
        if (value instanceof String s) {
            return text.contains(s);
        }
        if (value instanceof List<?> list) {
            String whole = compact(list);
            return compact.contains(whole)
                    || compact.contains("(" + whole.substring(1, whole.length() - 1) + ")")
                    || !list.isEmpty() && list.stream().allMatch(element -> shown(element, text, compact));
        }
        if (value instanceof Map<?, ?> map) {
            return map.values().stream().allMatch(element -> shown(element, text, compact));
        }
        return value instanceof Boolean || value == null || compact.contains(compact(value));
    }

    static String compact(Object value) {
        if (value instanceof List<?> list) {
            StringBuilder out = new StringBuilder("[");
            for (int i = 0; i < list.size(); i++) {
                out.append(i == 0 ? "" : ",").append(compact(list.get(i)));
            }
            return out.append(']').toString();
        }
        if (value instanceof String s) {
            return "\"" + s + "\"";
        }
        return String.valueOf(value);
    }
}
