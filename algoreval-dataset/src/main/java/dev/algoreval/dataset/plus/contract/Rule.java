package dev.algoreval.dataset.plus.contract;

/**
 * A rule the expected answers depend on that no other clause can say (a tie rule, what a parallel edge
 * means for the answer), stated verbatim. It cannot be checked on one input; the contract-minimal
 * implementations, which rely on nothing else, are its check.
 */
public record Rule(String text) implements Clause.StatedOnly {

    public Rule {
        if (text == null || text.isBlank() || !text.strip().endsWith(".")) {
            throw new IllegalArgumentException("rule: a full sentence ending in '.' is required");
        }
        text = text.strip();
    }

    @Override
    public String kind() {
        return "rule";
    }

    @Override
    public String sentence() {
        return text;
    }
}
