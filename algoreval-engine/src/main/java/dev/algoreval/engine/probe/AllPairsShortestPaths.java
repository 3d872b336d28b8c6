package dev.algoreval.engine.probe;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Function;
import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.ShortestPathAlgorithm;
import org.jgrapht.alg.shortestpath.FloydWarshallShortestPaths;
import org.jgrapht.alg.shortestpath.JohnsonShortestPaths;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedWeightedMultigraph;
import org.jgrapht.util.SupplierUtil;

/**
 * Inputs and truth of the all-pairs shortest path probes (Floyd–Warshall, Johnson): a directed G(n, p)
 * without self-loops or parallel edges whose weights are w(u, v) = b + h(u) - h(v), b in 0..100 and a
 * random potential h in 0..100: about a third of the edges are negative, as the prompts allow, yet every
 * cycle weighs the sum of its b ≥ 0, so there is no negative cycle. Weights lie in -100..200, so never
 * 999, the matrix's "no edge" (its diagonal is 999 too, as the prompt says). Johnson's reweighting then
 * has real work. Truth: JGraphT's Floyd–Warshall and Johnson, +∞ where j is unreachable from i.
 */
final class AllPairsShortestPaths {
    /** The adjacency matrix's "no edge", never a weight. */
    static final long NO_EDGE = 999;

    private AllPairsShortestPaths() {
    }

    static ProbeGraph withPotentials(int n, Regime regime, Random random) {
        List<int[]> edges = Gnp.directed(n, regime.edgeProbability(n), random);
        long[] potential = new long[n];
        for (int v = 0; v < n; v++) {
            potential[v] = random.nextInt(101);
        }
        long[] weights = new long[edges.size()];
        for (int i = 0; i < weights.length; i++) {
            int[] e = edges.get(i);
            weights[i] = random.nextInt(101) + potential[e[0]] - potential[e[1]];
        }
        return new ProbeGraph(n, true, edges, Optional.of(weights));
    }

    static Object floydWarshall(ProbeGraph graph) {
        return distances(graph, FloydWarshallShortestPaths::new);
    }

    static Object johnson(ProbeGraph graph) {
        return distances(graph, JohnsonShortestPaths::new);
    }

    /** The n × n distance matrix, 0.0 on the diagonal. */
    private static Object distances(ProbeGraph graph,
            Function<Graph<Integer, DefaultWeightedEdge>, ShortestPathAlgorithm<Integer, DefaultWeightedEdge>> algorithm) {
        // Johnson adds a source vertex of its own: the graph needs a supplier of new vertices.
        Graph<Integer, DefaultWeightedEdge> g = new DirectedWeightedMultigraph<>(SupplierUtil.createIntegerSupplier(graph.n()),
                SupplierUtil.DEFAULT_WEIGHTED_EDGE_SUPPLIER);
        for (int v = 0; v < graph.n(); v++) {
            g.addVertex(v);
        }
        for (int i = 0; i < graph.edgeCount(); i++) {
            int[] e = graph.edges().get(i);
            g.setEdgeWeight(g.addEdge(e[0], e[1]), graph.weight(i));
        }
        ShortestPathAlgorithm<Integer, DefaultWeightedEdge> paths = algorithm.apply(g);
        List<Object> dist = new ArrayList<>(graph.n());
        for (int i = 0; i < graph.n(); i++) {
            List<Object> row = new ArrayList<>(graph.n());
            for (int j = 0; j < graph.n(); j++) {
                row.add(i == j ? 0.0 : paths.getPathWeight(i, j));
            }
            dist.add(row);
        }
        return dist;
    }

    /** n² distances of up to 8 characters ("-123.0," or "Infinity,"). */
    static long resultBytes(ProbeGraph graph) {
        return 9L * graph.n() * graph.n();
    }

    /** The prompt's matrix: 999 wherever there is no edge, the diagonal included (no self-loops). */
    @SuppressWarnings("unchecked")
    static List<Object> matrix(ProbeGraph graph) {
        List<Object> m = graph.adjacencyMatrix(NO_EDGE);
        for (int v = 0; v < graph.n(); v++) {
            ((List<Object>) m.get(v)).set(v, NO_EDGE);
        }
        return m;
    }
}
