package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.HashSet;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.shortestpath.BellmanFordShortestPath;
import org.jgrapht.alg.shortestpath.FloydWarshallShortestPaths;
import org.jgrapht.alg.shortestpath.NegativeCycleDetectedException;
import org.jgrapht.graph.AsSubgraph;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.traverse.BreadthFirstIterator;

/**
 * JGraphT's Bellman–Ford only decides whether a negative cycle is reachable from the source; the
 * distances come from JGraphT's Floyd–Warshall on the part of the graph the source reaches.
 */
public final class BellmanFordOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return true;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        Graph<Integer, DefaultWeightedEdge> g = graph.toJGraphT();
        StringBuilder out = new StringBuilder();
        for (int src : input.ints("sources")) {
            try {
                new BellmanFordShortestPath<>(g).getPaths(src);
            } catch (NegativeCycleDetectedException e) {
                out.append("NEGATIVE CYCLE\n");
                continue;
            }
            Set<Integer> reachable = new HashSet<>();
            new BreadthFirstIterator<>(g, src).forEachRemaining(reachable::add);
            var paths = new FloydWarshallShortestPaths<>(new AsSubgraph<>(g, reachable));
            for (int v = 0; v < graph.n(); v++) {
                out.append(v).append(' ');
                out.append(reachable.contains(v) ? String.valueOf((long) paths.getPathWeight(src, v)) : "INF");
                out.append('\n');
            }
        }
        return out.toString();
    }
}
