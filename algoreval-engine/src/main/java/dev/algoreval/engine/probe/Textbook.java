package dev.algoreval.engine.probe;

/**
 * An algorithm's textbook running time and what it is in n under one regime, e.g. O(E log E) with
 * E ~ n² is exponent 2 (log factors are left out, as in the paper: they add about 0.1–0.3 to a fitted
 * exponent over the probe's sizes).
 */
public record Textbook(String complexity, double exponent, String inN) {
    public String describe() {
        return complexity + " → " + inN;
    }
}
