package dev.algoreval.engine.probe;

/**
 * A fitted exponent against the one the textbook bound predicts over the probed sizes, with the paper's
 * tolerance of ±0.4. A program whose textbook exponent is about 1 in its regime (O(E log V) on sparse
 * graphs with E ~ n log n, a sort's O(n log n) or O(n + k)) but whose fit lies nearer 2 than the
 * predicted slope is flagged as hidden quadratic: a linear scan for the minimum instead of a heap, an
 * adjacency matrix built from an edge list, an insertion sort or a first-element pivot, and the like.
 * Where the textbook exponent is 2 or more (dense graphs) the rule cannot apply.
 */
public enum ExponentVerdict {
    MATCHES("matches the textbook bound"),
    WITHIN_BOUND("grows slower than the worst-case bound, which these random inputs do not reach"),
    HIDDEN_QUADRATIC("hidden quadratic: exponent near 2 where the textbook says about 1"),
    SLOWER("grows faster than the textbook bound"),
    FASTER("grows slower than the textbook bound (an early exit, or constant costs at small sizes)");

    public static final double TOLERANCE = 0.4;

    private final String description;

    ExponentVerdict(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    public boolean flagged() {
        return this != MATCHES && this != WITHIN_BOUND;
    }

    /**
     * @param fitted the program's fitted exponent
     * @param textbook the bound
     * @param predicted the exponent the bound predicts over the probed sizes ({@link Textbook#exponentOver})
     */
    public static ExponentVerdict of(double fitted, Textbook textbook, double predicted) {
        if (textbook.exponent() < 1.5 && fitted >= (predicted + 2) / 2) {
            return HIDDEN_QUADRATIC;
        }
        if (Math.abs(fitted - predicted) <= TOLERANCE) {
            return MATCHES;
        }
        if (fitted < predicted && textbook.worstCaseOnly()) {
            return WITHIN_BOUND;
        }
        return fitted > predicted ? SLOWER : FASTER;
    }
}
