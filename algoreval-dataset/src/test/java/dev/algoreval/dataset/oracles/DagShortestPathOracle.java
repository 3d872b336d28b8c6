package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import org.jgrapht.Graph;
import org.jgrapht.alg.cycle.CycleDetector;
import org.jgrapht.alg.shortestpath.BellmanFordShortestPath;
import org.jgrapht.graph.DefaultWeightedEdge;

/** JGraphT's Bellman–Ford (negative weights allowed) instead of relaxing in topological order; same distances. */
public final class DagShortestPathOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return true;
    }

    /** The prompt's "no edge" sentinel in the adjacency matrix. */
    @Override
    protected long noEdge() {
        return 1_000_000;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        Graph<Integer, DefaultWeightedEdge> g = graph.toJGraphT();
        if (new CycleDetector<>(g).detectCycles()) {
            throw new IllegalArgumentException("the input graph is not acyclic");
        }
        var paths = new BellmanFordShortestPath<>(g).getPaths(input.integer("src"));
        StringBuilder out = new StringBuilder();
        for (int v = 0; v < graph.n(); v++) {
            double d = paths.getWeight(v);
            out.append(v).append(' ').append(Double.isInfinite(d) ? "INF" : String.valueOf((long) d)).append('\n');
        }
        return out.toString();
    }
}
