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
 * that an independent oracle can recompute {@code expected}.
 */
public record Variant(Representation representation, List<String> requirements, String test, String pythonTest,
        String expected, Map<String, Object> input) {
    public Variant {
        requirements = List.copyOf(requirements);
        input = Collections.unmodifiableMap(new LinkedHashMap<>(input));
    }
}
