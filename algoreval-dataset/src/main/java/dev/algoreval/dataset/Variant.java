package dev.algoreval.dataset;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One (algorithm, representation) problem: the language-neutral interface, the fixed test and its
 * expected stdout. {@code test} describes the entry point's work for every language but Python,
 * which embeds {@code pythonTest} verbatim (paper §3, Figure 5). {@code input} holds the test's
 * literal values as data (numbers, strings, nested lists), the same values both texts show, so
 * that an independent oracle can recompute {@code expected}. {@code sourceLine} is the 1-based line
 * of algorithm.yaml where the variant starts, so IDEs can open a test at its problem; 0 if unknown.
 */
public record Variant(Representation representation, List<String> requirements, String test, String pythonTest,
        String expected, Map<String, Object> input, int sourceLine) {
    public Variant {
        requirements = List.copyOf(requirements);
        input = Collections.unmodifiableMap(new LinkedHashMap<>(input));
    }

    /** A variant not read from a file (oracle checks build changed copies). */
    public Variant(Representation representation, List<String> requirements, String test, String pythonTest,
            String expected, Map<String, Object> input) {
        this(representation, requirements, test, pythonTest, expected, input, 0);
    }
}
