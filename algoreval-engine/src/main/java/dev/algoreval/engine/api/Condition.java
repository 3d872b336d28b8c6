package dev.algoreval.engine.api;

import java.util.Arrays;
import java.util.Optional;

/**
 * What a test asks and checks, a level of the test tree ({@code [condition:plus]}) and a field of
 * every result line. {@code zero-shot} is the paper's prompt and fixed test, unchanged; {@code plus}
 * adds the exact signature to the prompt and runs the AlgoREval+ hidden tests too (only instances with
 * hidden tests and a driver for their language take part); {@code hint} is the paper's +hint: the
 * algorithm's language-agnostic hint inserted before the runtime constraints (its Figure 6);
 * {@code snippet} is its +snippet: an implementation from the user's snippet corpus in the same place
 * (Figure 7), or the zero-shot prompt where the corpus has none, which the result records.
 */
public enum Condition {
    ZERO_SHOT("zero-shot"),
    PLUS("plus"),
    HINT("hint"),
    SNIPPET("snippet");

    private final String id;

    Condition(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Optional<Condition> byId(String id) {
        return Arrays.stream(values()).filter(c -> c.id.equals(id)).findFirst();
    }
}
