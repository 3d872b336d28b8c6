package dev.algoreval.engine.probe;

/**
 * A fitted exponent against the textbook one, with the paper's tolerance of ±0.4. In the sparse
 * regime a program whose textbook exponent is about 1 (O(E log V) with E ~ n log n) but whose fit is
 * 1.5 or more (nearer 2 than 1) is flagged as a hidden O(V²) implementation: a linear scan for the
 * minimum instead of a heap, an adjacency matrix built from an edge list, and the like.
 */
public enum ExponentVerdict {
    MATCHES("matches the textbook exponent"),
    HIDDEN_QUADRATIC("hidden O(V²): sparse-regime exponent near 2 where the textbook says about 1"),
    SLOWER("grows faster than the textbook exponent"),
    FASTER("grows slower than the textbook exponent (an early exit, or constant costs at small sizes)");

    public static final double TOLERANCE = 0.4;

    private final String description;

    ExponentVerdict(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    public boolean flagged() {
        return this != MATCHES;
    }

    public static ExponentVerdict of(double fitted, double textbook, Regime regime) {
        if (regime == Regime.SPARSE && textbook < 1.5 && fitted >= 1.5) {
            return HIDDEN_QUADRATIC;
        }
        if (Math.abs(fitted - textbook) <= TOLERANCE) {
            return MATCHES;
        }
        return fitted > textbook ? SLOWER : FASTER;
    }
}
