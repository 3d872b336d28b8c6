package dev.algoreval.engine.probe;

import java.util.Locale;

/**
 * The edge density of the probe's G(n, p) graphs (paper Appendix K): dense, p = 0.3 so E ~ n²; sparse,
 * p = 3 ln n / n so E ~ n log n (connected with high probability, as 3 ln n / n is above the
 * connectivity threshold ln n / n). Under dense sampling an O(E log V) program and a hidden O(V²)
 * one differ by a log factor only; under sparse sampling by a whole exponent.
 */
public enum Regime {
    DENSE,
    SPARSE;

    public double edgeProbability(int n) {
        return this == DENSE ? 0.3 : Math.min(1.0, 3 * Math.log(n) / n);
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Regime byId(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
