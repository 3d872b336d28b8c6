package dev.algoreval.engine.probe;

import java.util.List;

/**
 * An algorithm's textbook running time in one regime: the bound as written (O(E log V)), its exponent
 * in n once the regime fixes E (E ~ n² dense: 2), and the bound itself as a function of the sizes, so
 * that the exponent it predicts over the sizes actually probed can be computed. The two differ by the
 * log factors and by how E grows with n: O(E log V) on sparse graphs (E ~ 1.5 n ln n) is n log² n,
 * whose least-squares slope over n = 500…8000 is 1.25, not 1. The paper compares with the pure
 * exponent and a tolerance of ±0.4, which such log factors use up; the probe compares with the
 * predicted slope and the same tolerance.
 *
 * <p>A bound that is only a worst case random inputs do not reach (Edmonds' blossom, O(V³)) is marked:
 * a fit below it is then "within the bound", not a finding.
 */
public record Textbook(String complexity, double exponent, String inN, Cost cost, boolean worstCaseOnly) {

    /**
     * The bound's value for n and the second size m (a graph's edge count, a sequence's key range), up to
     * a constant factor.
     */
    @FunctionalInterface
    public interface Cost {
        double of(double n, double m);
    }

    public static final Cost LINEAR = (n, m) -> n + m;
    public static final Cost LINEARITHMIC = (n, m) -> (n + m) * Math.log(Math.max(2, n));
    public static final Cost EDGES_LOG_EDGES = (n, m) -> n + m * Math.log(Math.max(2, m));
    /** A heap over the vertices plus one look at every edge: Kahn's algorithm for the smallest order. */
    public static final Cost VERTICES_LOG_VERTICES_PLUS_EDGES = (n, m) -> n * Math.log(Math.max(2, n)) + m;
    public static final Cost QUADRATIC = (n, m) -> n * n;
    public static final Cost EDGES_SQUARED = (n, m) -> n + m * m;
    public static final Cost VERTICES_TIMES_EDGES = (n, m) -> n * Math.max(1, m);
    public static final Cost CUBIC = (n, m) -> n * n * n;
    /** V Dijkstra runs (Johnson): V (V + E) log V. */
    public static final Cost VERTICES_TIMES_LINEARITHMIC = (n, m) -> n * (n + m) * Math.log(Math.max(2, n));
    /** Hopcroft–Karp: (V + E) √V. */
    public static final Cost EDGES_SQRT_VERTICES = (n, m) -> (n + m) * Math.sqrt(n);
    /** Dinic's bound V² E (and successive shortest paths with F ≤ U·V augmentations of V E each). */
    public static final Cost VERTICES_SQUARED_EDGES = (n, m) -> n * n * Math.max(1, m);

    public Textbook(String complexity, double exponent, String inN, Cost cost) {
        this(complexity, exponent, inN, cost, false);
    }

    public Textbook asWorstCaseOnly() {
        return new Textbook(complexity, exponent, inN, cost, true);
    }

    public String describe() {
        return complexity + " → " + inN + (worstCaseOnly ? ", a worst case" : "");
    }

    /** One probed size: n and the input's second size m. */
    public record Size(int n, long m) {
    }

    /**
     * The exponent the bound predicts over these sizes: the least-squares slope of log cost(n, m) on
     * log n, fitted like the timings; the pure exponent when fewer than three sizes are given.
     */
    public double exponentOver(List<Size> sizes) {
        List<PowerLawFit.Point> points = sizes.stream().map(s -> new PowerLawFit.Point(s.n(), cost.of(s.n(), s.m()))).toList();
        return PowerLawFit.of(points).map(PowerLawFit::exponent).orElse(exponent);
    }
}
