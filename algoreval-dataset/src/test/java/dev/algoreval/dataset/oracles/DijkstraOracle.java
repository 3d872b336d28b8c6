package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import org.jgrapht.alg.shortestpath.BellmanFordShortestPath;

/** JGraphT's Bellman–Ford: a different algorithm from the one the prompt asks for, same distances. */
public final class DijkstraOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return true;
    }

    @Override
    protected long noEdge() {
        return -1;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        var paths = new BellmanFordShortestPath<>(graph.toJGraphT()).getPaths(input.integer("src"));
        StringBuilder out = new StringBuilder();
        for (int v = 0; v < graph.n(); v++) {
            double d = paths.getWeight(v);
            out.append(v).append(' ').append(Double.isInfinite(d) ? "INF" : String.valueOf((long) d)).append('\n');
        }
        return out.toString();
    }
}
