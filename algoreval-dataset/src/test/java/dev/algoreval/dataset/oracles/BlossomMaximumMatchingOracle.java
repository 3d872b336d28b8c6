package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import org.jgrapht.alg.matching.SparseEdmondsMaximumCardinalityMatching;

/** JGraphT's sparse Edmonds maximum-cardinality matching; the test prints only the matching size. */
public final class BlossomMaximumMatchingOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return false;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        int size = new SparseEdmondsMaximumCardinalityMatching<>(graph.toJGraphT()).getMatching().getEdges().size();
        return size + "\n";
    }
}
