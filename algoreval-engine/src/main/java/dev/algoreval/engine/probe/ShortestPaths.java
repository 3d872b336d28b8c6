package dev.algoreval.engine.probe;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.DoubleFunction;
import org.jgrapht.alg.interfaces.ShortestPathAlgorithm;
import org.jgrapht.alg.shortestpath.BellmanFordShortestPath;
import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.jgrapht.graph.DefaultWeightedEdge;

/**
 * Inputs and truth of the single-source shortest path probes (Dijkstra, Bellman–Ford, DAG shortest
 * paths), all from the source 0.
 */
final class ShortestPaths {
    /** The DAG matrix's "no edge", off the diagonal and on it. */
    static final long DAG_NO_EDGE = 1_000_000;
    static final int DAG_MAX_WEIGHT = 1000;

    private ShortestPaths() {
    }

    /** The source every prompt is given. */
    static Object source(ProbeGraph graph) {
        return 0L;
    }

    /**
     * Dijkstra: a directed G(n, p) with non-negative integer weights 0..1000 (zero included: the prompt
     * says a 0 is a real edge).
     */
    static ProbeGraph nonNegativelyWeighted(int n, Regime regime, Random random) {
        List<int[]> edges = Gnp.directed(n, regime.edgeProbability(n), random);
        long[] weights = new long[edges.size()];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = random.nextInt(1001);
        }
        return new ProbeGraph(n, true, edges, Optional.of(weights));
    }

    /** JGraphT's Dijkstra, -1 for an unreachable vertex. */
    static Object dijkstra(ProbeGraph graph) {
        return distances(new DijkstraShortestPath<>(Oracles.weighted(graph)).getPaths(0), graph.n(),
                d -> Double.isInfinite(d) ? -1L : (long) d);
    }

    /**
     * Bellman–Ford: a directed G(n, p) whose edges weigh H..2H-1 (H = 5n + 1), plus a planted path
     * through every vertex in random order starting at the source 0, its edges weighing -5..5 (negative
     * weights, as the prompt allows). Every cycle then holds an edge of weight at least H, more than the
     * path's edges can take back, so there is no negative cycle; every shortest path follows the planted
     * path, v's with up to n-1 edges, and since the path's order is random against vertex and edge order,
     * a Bellman–Ford that stops once nothing changes still needs about n/2 rounds: the textbook O(VE) is
     * then the real cost, not a worst case that random graphs never show.
     */
    static ProbeGraph plantedPath(int n, Regime regime, Random random) {
        List<Integer> order = new ArrayList<>();
        for (int v = 1; v < n; v++) {
            order.add(v);
        }
        Collections.shuffle(order, random);
        order.add(0, 0);
        Set<Long> planted = new HashSet<>();
        List<int[]> edges = new ArrayList<>();
        List<Long> weights = new ArrayList<>();
        for (int i = 0; i + 1 < n; i++) {
            int u = order.get(i);
            int v = order.get(i + 1);
            planted.add((long) u * n + v);
            edges.add(new int[] {u, v});
            weights.add((long) random.nextInt(11) - 5);
        }
        long heavy = 5L * n + 1;
        for (int[] e : Gnp.directed(n, regime.edgeProbability(n), random)) {
            if (!planted.contains((long) e[0] * n + e[1])) {
                edges.add(e);
                weights.add(heavy + random.nextInt((int) heavy));
            }
        }
        List<Integer> shuffled = new ArrayList<>();
        for (int i = 0; i < edges.size(); i++) {
            shuffled.add(i);
        }
        Collections.shuffle(shuffled, random);
        List<int[]> outEdges = new ArrayList<>();
        long[] outWeights = new long[edges.size()];
        for (int i = 0; i < shuffled.size(); i++) {
            outEdges.add(edges.get(shuffled.get(i)));
            outWeights[i] = weights.get(shuffled.get(i));
        }
        return new ProbeGraph(n, true, outEdges, Optional.of(outWeights));
    }

    /** JGraphT's Bellman–Ford, the distances as doubles (every vertex is reachable along the planted path). */
    static Object bellmanFord(ProbeGraph graph) {
        return distances(new BellmanFordShortestPath<>(Oracles.weighted(graph)).getPaths(0), graph.n(), d -> d);
    }

    /**
     * DAG shortest paths: a random DAG (an undirected G(n, p) pointed along a hidden random order, see
     * {@link DirectedProbeGraphs#dagEdges}) whose edges weigh -1000..1000, zero and negative weights
     * included, as the prompt allows; the source 0 is placed first in the hidden order so that it reaches
     * nearly every vertex (the sparse graphs leave a few unreachable, which get null). No self-loops, no
     * parallel edges; in the matrix {@link #DAG_NO_EDGE} marks every missing edge, the diagonal too.
     */
    static ProbeGraph weightedDag(int n, Regime regime, Random random) {
        List<int[]> edges = DirectedProbeGraphs.dagEdges(n, regime, random, true);
        long[] weights = new long[edges.size()];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = random.nextInt(2 * DAG_MAX_WEIGHT + 1) - DAG_MAX_WEIGHT;
        }
        return new ProbeGraph(n, true, edges, Optional.of(weights));
    }

    /** JGraphT's Bellman–Ford (no negative cycle can exist in a DAG), +∞ → null. */
    static Object dagDistances(ProbeGraph graph) {
        return distances(new BellmanFordShortestPath<>(Oracles.weighted(graph)).getPaths(0), graph.n(),
                d -> Double.isInfinite(d) ? null : (Object) (long) d);
    }

    /** The DAG's weighted matrix: {@link #DAG_NO_EDGE} wherever there is no edge, the diagonal included. */
    static List<Object> dagMatrix(ProbeGraph graph) {
        return DirectedProbeGraphs.weightedMatrix(graph, DAG_NO_EDGE);
    }

    private static List<Object> distances(ShortestPathAlgorithm.SingleSourcePaths<Integer, DefaultWeightedEdge> paths, int n,
            DoubleFunction<Object> asAnswered) {
        List<Object> dist = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            dist.add(asAnswered.apply(paths.getWeight(v)));
        }
        return dist;
    }
}
