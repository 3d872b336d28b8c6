package dev.algoreval.dataset.oracle;

import dev.algoreval.dataset.Variant;

/**
 * Recomputes a variant's expected stdout from its structured input, independently of the reference
 * solutions: with a library written by other people (JGraphT, the JDK, Commons Math) or, where none
 * has the algorithm, with a second implementation that takes a different route (brute force, another
 * algorithm). Implementations live in {@code dev.algoreval.dataset.oracles}, one per algorithm, named
 * after its id: {@code bellman-ford} → {@code BellmanFordOracle}.
 */
public interface Oracle {
    String expectedOutput(Variant variant, OracleInput input);
}
