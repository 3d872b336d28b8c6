package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.ShortestPathAlgorithm;
import org.jgrapht.alg.shortestpath.FloydWarshallShortestPaths;
import org.jgrapht.alg.shortestpath.JohnsonShortestPaths;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedWeightedMultigraph;
import org.jgrapht.util.SupplierUtil;

/**
 * Floyd–Warshall and Johnson (all-pairs shortest paths): a directed G(n, p) without self-loops or
 * parallel edges whose weights are w(u, v) = b + h(u) - h(v), b in 0..100 and a random potential h in
 * 0..100: about a third of the edges are negative, as the prompts allow, yet every cycle weighs the sum
 * of its b ≥ 0, so there is no negative cycle. Weights lie in -100..200, so never 999, the matrix's "no
 * edge" (its diagonal is 999 too, as the prompt says). Johnson's reweighting then has real work, and its
 * V Dijkstra runs make the textbook V E log V the real cost. Floyd–Warshall is V³ whatever E is: dense
 * regime only. Truth: JGraphT's Floyd–Warshall and Johnson, +∞ where j is unreachable from i.
 */
final class AllPairsProbe extends GraphProbeAlgorithm {
    /** The adjacency matrix's "no edge", never a weight. */
    static final long NO_EDGE = 999;

    private final boolean floyd;

    private AllPairsProbe(boolean floyd) {
        this.floyd = floyd;
    }

    static AllPairsProbe floydWarshall() {
        return new AllPairsProbe(true);
    }

    static AllPairsProbe johnson() {
        return new AllPairsProbe(false);
    }

    @Override
    public String id() {
        return floyd ? "floyd-warshall" : "johnson-apsp";
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        if (floyd) {
            return regime == Regime.DENSE ? List.of(50, 71, 100, 141, 200) : List.of();
        }
        return regime == Regime.DENSE ? List.of(60, 85, 120, 170, 240) : List.of(100, 141, 200, 283, 400);
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        if (floyd) {
            return new Textbook("O(V³)", 3, "n³", Textbook.CUBIC);
        }
        // V Dijkstra runs, each paying its heap's log factor only per decrease-key (DijkstraProbe).
        return (regime == Regime.DENSE ? new Textbook("O(V E log V)", 3, "E ~ n²: n³ log n", Textbook.VERTICES_TIMES_LINEARITHMIC)
                : new Textbook("O(V E log V)", 2, "E ~ n log n: n² log² n", Textbook.VERTICES_TIMES_LINEARITHMIC)).asWorstCaseOnly();
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
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

    @Override
    public Object expected(ProbeGraph graph) {
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
        ShortestPathAlgorithm<Integer, DefaultWeightedEdge> paths = floyd ? new FloydWarshallShortestPaths<>(g)
                : new JohnsonShortestPaths<>(g);
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

    @Override
    public List<Object> args(ProbeGraph graph, Representation representation) {
        return switch (representation) {
            case EDGE_LIST -> List.of((long) graph.n(), graph.edgeList());
            case ADJ_LIST -> List.of(graph.adjacencyList());
            case ADJ_MATRIX -> List.of(matrix(graph));
            default -> throw unsupported(id(), representation);
        };
    }

    /** n² distances of up to 8 characters ("-123.0," or "Infinity,"). */
    @Override
    public long estimatedResultBytes(ProbeInput input) {
        return 9L * input.n() * input.n();
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
