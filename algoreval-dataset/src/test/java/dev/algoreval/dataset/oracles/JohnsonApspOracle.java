package dev.algoreval.dataset.oracles;

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
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < graph.n(); i++) {
            for (int j = 0; j < graph.n(); j++) {
                double d = paths.getPathWeight(i, j);
                // a negative cycle through i and j would make i -> j -> i negative
                if (d + paths.getPathWeight(j, i) < 0) {
                    throw new IllegalStateException("the graph has a negative cycle through " + i + " and " + j);
                }
                out.append(j == 0 ? "" : " ").append(Double.isInfinite(d) ? "INF" : String.valueOf((long) d));
            }
            out.append('\n');
        }
        return out.toString();
    }
}
