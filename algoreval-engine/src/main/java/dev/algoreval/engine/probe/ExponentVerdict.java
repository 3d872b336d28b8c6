package dev.algoreval.engine.probe;

import java.util.Optional;

/**
 * A fitted exponent against the one the textbook bound predicts over the probed sizes, with the paper's
 * tolerance of ±0.4. A program whose textbook exponent is about 1 in its regime (O(E log V) on sparse
 * graphs with E ~ n log n, a sort's O(n log n) or O(n + k)) but whose fit lies nearer 2 than the
 * predicted slope is flagged as hidden quadratic: a linear scan for the minimum instead of a heap, an
 * adjacency matrix built from an edge list, an insertion sort or a first-element pivot, and the like.
 * Where the textbook exponent is 2 or more (dense graphs) the rule cannot apply.
 *
 * <p>A deviation is a finding only when the fit's 95 % interval clears the band as a whole: a point
 * estimate outside it whose interval still reaches it is inconclusive, as two inputs per size with a
 * few calls each often are; more inputs would tell. Once the interval clears the band, the point
 * estimate alone says which finding (hidden quadratic from the midpoint between the predicted slope
 * and 2), so a steeper fit is never judged milder than a shallower one.
 */
public enum ExponentVerdict {
    MATCHES("matches the textbook bound"),
    WITHIN_BOUND("grows slower than the worst-case bound, which these random inputs do not reach"),
    HIDDEN_QUADRATIC("hidden quadratic: exponent near 2 where the textbook says about 1"),
    SLOWER("grows faster than the textbook bound"),
    FASTER("grows slower than the textbook bound (an early exit, or constant costs at small sizes)"),
    SLOWER_THAN_REFERENCE("grows faster than the same-language reference on the same inputs"),
    FASTER_AS_REFERENCE("grows slower than the textbook bound, as the same-language reference does on the same"
            + " inputs: costs of lower order still weigh at these sizes, in the language, not in the program"),
    INCONCLUSIVE("outside the textbook band, but its 95 % interval reaches it: more inputs per size would tell");

    public static final double TOLERANCE = 0.4;

    private final String description;

    ExponentVerdict(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    public boolean flagged() {
        return this != MATCHES && this != WITHIN_BOUND && this != INCONCLUSIVE && this != FASTER_AS_REFERENCE;
    }

    /** A fit's verdict, its 95 % interval deciding whether a deviation is a finding. */
    public static ExponentVerdict of(PowerLawFit fit, Textbook textbook, double predicted) {
        return of(fit.exponent(), fit.low(), fit.high(), textbook, predicted);
    }

    /**
     * The verdict with the fit of the program's time over the same-language reference's on the same inputs
     * beside it: a ratio growing by more than the tolerance, its interval clear of it, is a finding even
     * where the absolute exponent stays in the band — at the probed sizes a quadratic loop can cost about
     * what a sort of the edges costs, and the absolute fit alone cannot tell the two apart.
     *
     * <p>The other way the ratio takes a finding back: a program that grows slower than the bound, but no
     * slower than its reference (the ratio's interval reaches the band), shares the reference's profile on
     * these inputs — a Java stream's set-up per matrix row, say, still weighing at n = 200 — and is not
     * a finding about the program. That never lowers an upward verdict: only {@link #FASTER} is taken back.
     */
    public static ExponentVerdict of(PowerLawFit fit, Optional<PowerLawFit> ratio, Textbook textbook, double predicted) {
        ExponentVerdict absolute = of(fit, textbook, predicted);
        if (ratio.isEmpty()) {
            return absolute;
        }
        if (ratio.get().low() > TOLERANCE && absolute.upwardSeverity() < 2) {
            return nearQuadratic(fit.exponent(), textbook, predicted) ? HIDDEN_QUADRATIC : SLOWER_THAN_REFERENCE;
        }
        if (absolute == FASTER && ratio.get().high() >= -TOLERANCE) {
            return FASTER_AS_REFERENCE;
        }
        return absolute;
    }

    /** The verdict of an exponent known exactly (no interval): a deviation beyond the tolerance is a finding. */
    public static ExponentVerdict of(double fitted, Textbook textbook, double predicted) {
        return of(fitted, fitted, fitted, textbook, predicted);
    }

    /**
     * @param fitted the program's fitted exponent, {@code low} and {@code high} its 95 % interval
     * @param textbook the bound
     * @param predicted the exponent the bound predicts over the probed sizes ({@link Textbook#exponentOver})
     */
    static ExponentVerdict of(double fitted, double low, double high, Textbook textbook, double predicted) {
        if (low > predicted + TOLERANCE) {
            // A finding. Which one follows the point estimate alone, so that the verdict is monotone: a
            // fit whose interval clears the band is never milder than one with a lower estimate.
            return nearQuadratic(fitted, textbook, predicted) ? HIDDEN_QUADRATIC : SLOWER;
        }
        if (Math.abs(fitted - predicted) <= TOLERANCE) {
            return MATCHES;
        }
        if (fitted > predicted) {
            return INCONCLUSIVE;
        }
        if (textbook.worstCaseOnly()) {
            return WITHIN_BOUND;
        }
        return high < predicted - TOLERANCE ? FASTER : INCONCLUSIVE;
    }

    /** An exponent nearer 2 than the predicted slope, where the textbook says about 1. */
    private static boolean nearQuadratic(double fitted, Textbook textbook, double predicted) {
        return textbook.exponent() < 1.5 && fitted >= (predicted + 2) / 2;
    }

    /** How far a verdict says a program grows beyond its bound: what a monotone rule must never lower. */
    int upwardSeverity() {
        return switch (this) {
            case HIDDEN_QUADRATIC -> 3;
            case SLOWER, SLOWER_THAN_REFERENCE -> 2;
            case INCONCLUSIVE -> 1;
            default -> 0;
        };
    }
}
