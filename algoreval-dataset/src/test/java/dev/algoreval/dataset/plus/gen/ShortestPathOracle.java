package dev.algoreval.dataset.plus.gen;

import java.util.Optional;
import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.ShortestPathAlgorithm;
import org.jgrapht.alg.shortestpath.BellmanFordShortestPath;
import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.jgrapht.alg.shortestpath.FloydWarshallShortestPaths;
import org.jgrapht.alg.shortestpath.JohnsonShortestPaths;
import org.jgrapht.alg.shortestpath.NegativeCycleDetectedException;
import org.jgrapht.graph.DefaultWeightedEdge;

/**
 * Expected shortest-path distances from JGraphT, never from the references. Where JGraphT has two
 * algorithms for the question, both run and must agree, so a misuse of one of them (or a quirk on
 * parallel edges or self-loops) stops the generator instead of landing in a hidden-test file.
 */
public final class ShortestPathOracle {
    /** Beyond 2^53 a double no longer holds every integer, and JGraphT computes in doubles. */
    private static final double EXACT_LIMIT = 0x1p53;

    private ShortestPathOracle() {
    }

    /**
     * Distances from {@code source} (positive infinity where unreachable), or empty when a cycle of
     * negative weight can be reached from the source.
     */
    public static Optional<double[]> fromSource(ShortestPathGraph graph, int source) {
        Graph<Integer, DefaultWeightedEdge> g = graph.toJGraphT();
        ShortestPathAlgorithm.SingleSourcePaths<Integer, DefaultWeightedEdge> paths;
        try {
            paths = new BellmanFordShortestPath<>(g).getPaths(source);
        } catch (NegativeCycleDetectedException e) {
            return Optional.empty();
        }
        double[] dist = new double[graph.n()];
        for (int v = 0; v < graph.n(); v++) {
            dist[v] = exact(paths.getWeight(v));
        }
        if (graph.edges().stream().allMatch(e -> e.weight() >= 0)) {
            var dijkstra = new DijkstraShortestPath<>(g).getPaths(source);
            for (int v = 0; v < graph.n(); v++) {
                if (dijkstra.getWeight(v) != dist[v]) {
                    throw new IllegalStateException("JGraphT's Dijkstra and Bellman-Ford disagree on vertex " + v
                            + ": " + dijkstra.getWeight(v) + " vs " + dist[v]);
                }
            }
        }
        return Optional.of(dist);
    }

    /** The distance matrix of a graph without negative cycles (positive infinity where unreachable). */
    public static double[][] allPairs(ShortestPathGraph graph) {
        int n = graph.n();
        double[][] dist = new double[n][n];
        if (n == 0) {
            return dist;
        }
        Graph<Integer, DefaultWeightedEdge> g = graph.toJGraphT();
        var floyd = new FloydWarshallShortestPaths<>(g);
        var johnson = new JohnsonShortestPaths<>(g);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double a = floyd.getPathWeight(i, j);
                double b = johnson.getPathWeight(i, j);
                if (a != b) {
                    throw new IllegalStateException("JGraphT's Floyd-Warshall and Johnson disagree on " + i + "->"
                            + j + ": " + a + " vs " + b);
                }
                dist[i][j] = exact(a);
            }
        }
        return dist;
    }

    /** A distance as a long (the value must be a finite integer JGraphT computed exactly). */
    public static long asLong(double distance) {
        if (Double.isInfinite(distance) || distance != Math.rint(distance)) {
            throw new IllegalArgumentException("not an integer distance: " + distance);
        }
        return (long) distance;
    }

    private static double exact(double d) {
        if (!Double.isInfinite(d) && (Math.abs(d) >= EXACT_LIMIT || d != Math.rint(d))) {
            throw new IllegalStateException("distance " + d + " is not an exactly computed integer");
        }
        return d;
    }
}
