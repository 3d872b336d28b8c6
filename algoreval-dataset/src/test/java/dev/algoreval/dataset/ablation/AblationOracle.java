package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.oracle.OracleInput;

/**
 * Recomputes an ablation problem's expected stdout from its {@code input}, independently of the
 * references: with JGraphT or the JDK where they have the algorithm, otherwise by brute force over a
 * definition rather than by the specified procedure. One per problem, registered in {@link AblationOracles}.
 */
interface AblationOracle {
    String expectedOutput(OracleInput input);
}
