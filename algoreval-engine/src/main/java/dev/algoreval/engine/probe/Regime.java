package dev.algoreval.engine.probe;

import java.util.Locale;

/**
 * How the probe's inputs are drawn. For graphs, the edge density of G(n, p) (paper Appendix K): dense,
 * p = 0.3 so E ~ n²; sparse, p = 3 ln n / n so E ~ n log n (connected with high probability, as
 * 3 ln n / n is above the connectivity threshold ln n / n). Under dense sampling an O(E log V) program
 * and a hidden O(V²) one differ by a log factor only; under sparse sampling by a whole exponent.
 *
 * <p>For sequences to sort: random, values drawn uniformly from the range the prompt promises; and
 * descending, the same values sorted into descending order, the classic worst case of an insertion
 * sort and of a quicksort that takes the first or last element as pivot, which on random input are
 * quadratic and n log n respectively: a "merge sort" hiding either fits k ≈ 2 in one regime or both.
 */
public enum Regime {
    DENSE(Kind.GRAPH),
    SPARSE(Kind.GRAPH),
    RANDOM(Kind.SEQUENCE),
    DESCENDING(Kind.SEQUENCE);

    /** What a regime draws: it decides which algorithms it applies to and how the inputs are named. */
    public enum Kind {
        GRAPH("graphs", "n (vertices)", "O(V²)"),
        SEQUENCE("sequences", "n (elements)", "O(n²)");

        private final String plural;
        private final String axis;
        private final String quadratic;

        Kind(String plural, String axis, String quadratic) {
            this.plural = plural;
            this.axis = axis;
            this.quadratic = quadratic;
        }

        public String plural() {
            return plural;
        }

        /** The size axis of a chart: what n counts. */
        public String axis() {
            return axis;
        }

        /** The quadratic cost a hidden-quadratic program has, in this kind's size variable. */
        public String quadratic() {
            return quadratic;
        }
    }

    private final Kind kind;

    Regime(Kind kind) {
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    /** The G(n, p) edge probability of a graph regime. */
    public double edgeProbability(int n) {
        if (kind != Kind.GRAPH) {
            throw new IllegalStateException("the " + id() + " regime draws " + kind.plural() + ", not graphs");
        }
        return this == DENSE ? 0.3 : Math.min(1.0, 3 * Math.log(n) / n);
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Regime byId(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
