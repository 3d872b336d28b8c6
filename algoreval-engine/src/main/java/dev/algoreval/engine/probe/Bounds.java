package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;

/**
 * A probe's textbook bound in each regime and representation, declared in {@link ProbeAlgorithms}
 * from the few shapes below.
 */
@FunctionalInterface
interface Bounds {
    /** An adjacency matrix is V² to read, whatever the algorithm does with it. */
    Textbook READING_THE_MATRIX = new Textbook("O(V²) (the matrix alone is V²)", 2, "n²", Textbook.QUADRATIC);

    Textbook of(Regime regime, Representation representation);

    static Bounds always(Textbook textbook) {
        return (regime, representation) -> textbook;
    }

    static Bounds byRegime(Textbook dense, Textbook sparse) {
        return (regime, representation) -> regime == Regime.DENSE ? dense : sparse;
    }

    /**
     * A bound in E, written as the regime makes it a function of n: E ~ n² dense, E ~ n log n sparse
     * ({@code denseInN} and {@code sparseInN} are what follows, "n³" say).
     */
    static Bounds inE(String complexity, Textbook.Cost cost, double denseExponent, String denseInN,
            double sparseExponent, String sparseInN) {
        return byRegime(new Textbook(complexity, denseExponent, "E ~ n²: " + denseInN, cost),
                new Textbook(complexity, sparseExponent, "E ~ n log n: " + sparseInN, cost));
    }

    /** Near-linear in E, no log factor: n² dense, n log n sparse, and reading the matrix on an adjacency matrix. */
    static Bounds nearLinear(String complexity, Textbook.Cost cost) {
        return inE(complexity, cost, 2, "n²", 1, "n log n").on(Representation.ADJ_MATRIX, always(READING_THE_MATRIX));
    }

    /** Near-linear in E with one log factor: n² log n dense, n log² n sparse, and reading the matrix on an adjacency matrix. */
    static Bounds nearLinearTimesLog(String complexity, Textbook.Cost cost) {
        return inE(complexity, cost, 2, "n² log n", 1, "n log² n").on(Representation.ADJ_MATRIX, always(READING_THE_MATRIX));
    }

    /** These bounds as worst cases that random inputs need not reach ({@link Textbook#asWorstCaseOnly()}). */
    default Bounds worstCaseOnly() {
        return (regime, representation) -> of(regime, representation).asWorstCaseOnly();
    }

    /** Worst cases, except in that representation, whose bound every input pays (reading a matrix, say). */
    default Bounds worstCaseOnlyExceptOn(Representation paidAlways) {
        return worstCaseOnly().on(paidAlways, this);
    }

    /** These bounds, but {@code other}'s for that representation. */
    default Bounds on(Representation representation, Bounds other) {
        return (regime, r) -> r == representation ? other.of(regime, r) : of(regime, r);
    }
}
