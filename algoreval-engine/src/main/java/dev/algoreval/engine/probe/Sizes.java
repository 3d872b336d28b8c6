package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.List;

/**
 * A probe's size ladder in each regime and representation: the sizes n it is timed at, empty where
 * the pair is not probed. Declared in {@link ProbeAlgorithms} from the few shapes below.
 */
@FunctionalInterface
interface Sizes {
    /** Near-linear in E: the dense regime's graphs hold E ~ 0.15 n² edges, up to 96,000 at n = 800. */
    List<Integer> NEAR_LINEAR_DENSE = List.of(200, 283, 400, 566, 800);
    /** Near-linear in E, sparse: E ~ 1.5 n ln n, up to 108,000 edges at n = 8000. */
    List<Integer> NEAR_LINEAR_SPARSE = List.of(500, 1000, 2000, 4000, 8000);
    /**
     * Kruskal, sparse: four times {@link #NEAR_LINEAR_SPARSE}. A union-find whose unions relabel all V
     * labels (quick-find, O(V²) over the unions) cost about what the sort of E ~ 1.5 n ln n edges costs up
     * to n = 8000 in the compiled languages: over 500…8000 it grew +0.41 [+0.24, +0.58] over the C
     * reference and was not flagged; over 1000…16000 C's exponent sat at the band's edge (1.67 [1.63, 1.70]
     * against 1.63 in one run).
     */
    List<Integer> UNION_FIND_SPARSE = List.of(2000, 4000, 8000, 16000, 32000);
    /**
     * An n × n matrix is read whatever the density: O(V²) sizes, in the dense regime only. Where the bound is
     * the matrix's own V², sparse graphs change nothing in it but the weight of the costs of lower order (a
     * scan of a mostly-zero row against the per-vertex work): the references' sparse fits were 1.3–1.5 in
     * C++, Rust, Go and Java (dense 1.9–2.1, 2026-12-06), and a cost that grows faster with E shows at least
     * as much on dense graphs.
     */
    List<Integer> MATRIX = List.of(200, 283, 400, 566, 800);
    /** Cubic in n whatever E is. */
    List<Integer> CUBIC = List.of(30, 42, 60, 85, 120);

    List<Integer> of(Regime regime, Representation representation);

    /** The sizes of an algorithm near-linear in E: {@link #MATRIX} for an adjacency matrix (dense only), else the regime's. */
    static Sizes nearLinear() {
        return nearLinear(NEAR_LINEAR_SPARSE);
    }

    /** {@link #nearLinear()} with other sizes for sparse graphs. */
    static Sizes nearLinear(List<Integer> sparse) {
        return byRegime(NEAR_LINEAR_DENSE, sparse).on(Representation.ADJ_MATRIX, denseOnly(MATRIX));
    }

    /** One ladder for the dense regime, the other for every other. */
    static Sizes byRegime(List<Integer> dense, List<Integer> sparse) {
        return (regime, representation) -> regime == Regime.DENSE ? dense : sparse;
    }

    /** Probed in the dense regime only: a cost that does not depend on E gains nothing from sparse graphs. */
    static Sizes denseOnly(List<Integer> dense) {
        return byRegime(dense, List.of());
    }

    static Sizes always(List<Integer> sizes) {
        return (regime, representation) -> sizes;
    }

    /** Probed in one representation only (the sequences' single one). */
    static Sizes only(Representation probed, List<Integer> sizes) {
        return always(List.of()).on(probed, always(sizes));
    }

    /** These sizes, but {@code other}'s for that representation. */
    default Sizes on(Representation representation, Sizes other) {
        return (regime, r) -> r == representation ? other.of(regime, r) : of(regime, r);
    }
}
