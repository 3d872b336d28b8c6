package dev.algoreval.dataset;

import java.util.List;

/**
 * One (algorithm, representation) problem: the language-neutral interface, the fixed test and its
 * expected stdout. {@code test} describes the entry point's work for every language but Python,
 * which embeds {@code pythonTest} verbatim (paper §3, Figure 5).
 */
public record Variant(Representation representation, List<String> requirements, String test, String pythonTest,
        String expected) {
    public Variant {
        requirements = List.copyOf(requirements);
    }
}
