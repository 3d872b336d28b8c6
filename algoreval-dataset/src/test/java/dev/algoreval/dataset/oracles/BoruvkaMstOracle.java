package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.MinimumSpanningTrees;
import dev.algoreval.dataset.oracle.OracleInput;
import org.jgrapht.alg.spanning.KruskalMinimumSpanningTree;

/** JGraphT's Kruskal: a different algorithm, the same tree when it is unique (which is checked). */
public final class BoruvkaMstOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return false;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        return MinimumSpanningTrees.uniqueTree(graph, KruskalMinimumSpanningTree::new);
    }
}
