package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.jgrapht.alg.interfaces.ShortestPathAlgorithm;
import org.jgrapht.alg.shortestpath.BellmanFordShortestPath;
import org.jgrapht.graph.DefaultWeightedEdge;

/**
 * Bellman–Ford: a directed G(n, p) whose edges weigh H..2H-1 (H = 5n + 1), plus a planted path
 * through every vertex in random order starting at the source 0, its edges weighing -5..5 (negative
 * weights, as the prompt allows). Every cycle then holds an edge of weight at least H, more than the
 * path's edges can take back, so there is no negative cycle; every shortest path follows the planted
 * path, v's with up to n-1 edges, and since the path's order is random against vertex and edge order,
 * a Bellman–Ford that stops once nothing changes still needs about n/2 rounds: the textbook O(VE) is
 * then the real cost, not a worst case that random graphs never show. Truth: JGraphT's Bellman–Ford.
 */
final class BellmanFordProbe extends GraphProbeAlgorithm {
    @Override
    public String id() {
        return "bellman-ford";
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        return regime == Regime.DENSE ? List.of(40, 57, 80, 113, 160) : List.of(80, 113, 160, 226, 320);
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        return regime == Regime.DENSE ? new Textbook("O(V E)", 3, "E ~ n²: n³", Textbook.VERTICES_TIMES_EDGES)
                : new Textbook("O(V E)", 2, "E ~ n log n: n² log n", Textbook.VERTICES_TIMES_EDGES);
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
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

    @Override
    public Object expected(ProbeGraph graph) {
        ShortestPathAlgorithm.SingleSourcePaths<Integer, DefaultWeightedEdge> paths =
                new BellmanFordShortestPath<>(Oracles.weighted(graph)).getPaths(0);
        List<Object> dist = new ArrayList<>();
        for (int v = 0; v < graph.n(); v++) {
            dist.add(paths.getWeight(v));
        }
        return dist;
    }

    @Override
    public List<Object> args(ProbeGraph graph, Representation representation) {
        if (representation != Representation.EDGE_LIST) {
            throw unsupported(id(), representation);
        }
        return List.of((long) graph.n(), graph.edgeList(), 0L);
    }
}
