package dev.algoreval.dataset.plus;

import java.util.List;
import java.util.Optional;

/**
 * How a variant's actual result is compared with the expected one, declared in plus.yaml under
 * {@code compare} and never guessed: canonical steps applied to both sides (the order of an
 * unordered result, an undirected edge as (min, max)), an absolute-and-relative tolerance for
 * doubles, and, where many answers are right (an Eulerian trail, a topological order without a tie
 * rule), a named {@link dev.algoreval.dataset.plus.check.Checker} that validates the answer against
 * the input instead of comparing it with one expected value.
 */
public record Comparison(List<Canonical> canonical, double tolerance, Optional<String> checker) {
    public static final double DEFAULT_TOLERANCE = 1e-9;
    public static final Comparison EXACT = new Comparison(List.of(), DEFAULT_TOLERANCE, Optional.empty());

    public Comparison {
        canonical = List.copyOf(canonical);
        if (!(tolerance >= 0)) {
            throw new IllegalArgumentException("tolerance must be a non-negative number, not " + tolerance);
        }
    }

    /** A normalisation applied to a result (for a class API: to each returned value) before comparing. */
    public enum Canonical {
        /** Sort the list. */
        SORTED("sorted"),
        /** Sort each element list (the vertices inside each component). */
        EACH_SORTED("each-sorted"),
        /** Put the first two entries of each element in ascending order (an undirected edge (u, v, w) as (min, max, w)). */
        EACH_EDGE_UNDIRECTED("each-edge-undirected");

        private final String text;

        Canonical(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }

        public static Canonical byText(String text) {
            for (Canonical c : values()) {
                if (c.text.equals(text)) {
                    return c;
                }
            }
            throw new IllegalArgumentException("unknown canonical step '" + text + "'; known: "
                    + java.util.Arrays.stream(values()).map(Canonical::text).toList());
        }
    }
}
