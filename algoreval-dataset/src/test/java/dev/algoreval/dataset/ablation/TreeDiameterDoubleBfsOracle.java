package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.oracle.OracleInput;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.alg.shortestpath.FloydWarshallShortestPaths;
import org.jgrapht.graph.DefaultEdge;

/**
 * All distances from JGraphT's Floyd–Warshall instead of two searches: a is the smallest label farthest
 * from 0, b the smallest label farthest from a, and the path is the (in a tree unique) shortest path.
 */
final class TreeDiameterDoubleBfsOracle implements AblationOracle {
    @Override
    public String expectedOutput(OracleInput input) {
        int n = input.integer("n");
        Graph<Integer, DefaultEdge> graph = AblationGraphs.undirected(n, input.intMatrix("edges"));
        FloydWarshallShortestPaths<Integer, DefaultEdge> paths = new FloydWarshallShortestPaths<>(graph);
        int a = farthest(paths, 0, n);
        int b = farthest(paths, a, n);
        GraphPath<Integer, DefaultEdge> path = paths.getPath(a, b);
        return path.getLength() + "\n" + AblationGraphs.line(path.getVertexList());
    }

    private static int farthest(FloydWarshallShortestPaths<Integer, DefaultEdge> paths, int from, int n) {
        int best = 0;
        for (int v = 1; v < n; v++) {
            if (paths.getPathWeight(from, v) > paths.getPathWeight(from, best)) {
                best = v;
            }
        }
        return best;
    }
}
