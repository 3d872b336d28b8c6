package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.DistanceMatrix;
import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import org.jgrapht.alg.shortestpath.FloydWarshallShortestPaths;

/** JGraphT's Floyd–Warshall: a different algorithm, the same distance matrix. */
public final class JohnsonApspOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return true;
    }

    @Override
    protected long noEdge() {
        return 999;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        var paths = new FloydWarshallShortestPaths<>(graph.toJGraphT());
        for (int i = 0; i < graph.n(); i++) {
            for (int j = 0; j < graph.n(); j++) {
                // a negative cycle through i and j would make i -> j -> i negative
                if (paths.getPathWeight(i, j) + paths.getPathWeight(j, i) < 0) {
                    throw new IllegalStateException("the graph has a negative cycle through " + i + " and " + j);
                }
            }
        }
        return DistanceMatrix.lines(graph.n(), paths::getPathWeight);
    }
}
