package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/**
 * A rule the expected answers depend on that no other clause can say (a tie rule, what a parallel edge
 * means for the answer), stated verbatim. It cannot be checked on one input; the contract-minimal
 * implementations, which rely on nothing else, are its check.
 */
public record Rule(String text) implements Clause {

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

    @Override
    public List<String> violations(HiddenTest test, Api api) {
        return List.of();
    }

    @Override
    public boolean reaches(HiddenTest test, Api api) {
        return true;
    }
}
