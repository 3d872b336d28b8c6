package dev.algoreval.dataset.plus;

import java.util.List;

/**
 * A variant's interface rendered for one language: the exact declaration text to show a model, and
 * the entry points a driver calls, each with the name and parameter count it has in that language
 * (C adds length and result-size parameters and counts a method's object pointer; elsewhere the receiver is not counted).
 */
public record Signature(String text, List<Entry> entries) {
    public Signature {
        entries = List.copyOf(entries);
    }

    public record Entry(String name, int arity) {
    }
}
