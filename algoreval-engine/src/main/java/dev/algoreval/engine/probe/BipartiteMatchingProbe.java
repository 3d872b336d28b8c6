package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.HopcroftKarpMaximumCardinalityBipartiteMatching;
import org.jgrapht.graph.DefaultEdge;

/**
 * Hopcroft–Karp: a random bipartite graph of n vertices, the left side 0..n/2-1 and the right side the
 * rest (the numbering the list and matrix prompts use), each left–right pair an edge with the regime's
 * probability, in pair order; never an edge inside a side. The edge-list variant is a class API:
 * BipGraph(m, n), one addEdge per edge with 1-based indices on each side, then hopcroftKarp(); the
 * timed call is the whole sequence (the addEdge calls are O(E), below the bound). O(E √V) is a worst
 * case: on random bipartite graphs the shortest augmenting paths stay short and the phases are few
 * ({@link Textbook#asWorstCaseOnly()}). The incidence matrix is V · E numbers, so its cost is reading it:
 * O(V E), dense regime only, at smaller sizes. Truth: JGraphT's Hopcroft–Karp, the size of the matching.
 */
final class BipartiteMatchingProbe extends GraphProbeAlgorithm {
    @Override
    public String id() {
        return "hopcroft-karp";
    }

    /** The left side's size; the prompts' m. */
    static int left(int n) {
        return n / 2;
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        if (representation == Representation.INCIDENCE_MATRIX) {
            return regime == Regime.DENSE ? List.of(57, 80, 113, 160, 226) : List.of();
        }
        return regime == Regime.DENSE ? List.of(283, 400, 566, 800, 1131) : List.of(1000, 2000, 4000, 8000, 16000);
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        if (representation == Representation.INCIDENCE_MATRIX) {
            return new Textbook("O(V E) (the matrix alone is V E)", 3, "E ~ n²: n³", Textbook.VERTICES_TIMES_EDGES);
        }
        return (regime == Regime.DENSE ? new Textbook("O(E √V)", 2.5, "E ~ n²: n^2.5", Textbook.EDGES_SQRT_VERTICES)
                : new Textbook("O(E √V)", 1.5, "E ~ n log n: n^1.5 log n", Textbook.EDGES_SQRT_VERTICES)).asWorstCaseOnly();
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
        int left = left(n);
        double p = regime.edgeProbability(n);
        long right = n - left;
        List<int[]> edges = new ArrayList<>();
        // Pairs (u, v) numbered u · right + (v - left), walked with geometric skips as in Gnp: O(n + E).
        double logOfMiss = Math.log(1 - p);
        for (long pair = -1;;) {
            pair += p >= 1 ? 1 : 1 + (long) Math.floor(Math.log(1 - random.nextDouble()) / logOfMiss);
            if (pair >= left * right) {
                break;
            }
            edges.add(new int[] {(int) (pair / right), left + (int) (pair % right)});
        }
        return new ProbeGraph(n, false, edges, Optional.empty());
    }

    @Override
    public Object expected(ProbeGraph graph) {
        return matchingSize(graph, left(graph.n()));
    }

    /** The maximum matching's size when vertices 0..leftSize-1 are one side. */
    static long matchingSize(ProbeGraph graph, int leftSize) {
        Graph<Integer, DefaultEdge> g = Oracles.simple(graph);
        Set<Integer> left = new HashSet<>();
        Set<Integer> right = new HashSet<>();
        for (int v = 0; v < graph.n(); v++) {
            (v < leftSize ? left : right).add(v);
        }
        return (long) new HopcroftKarpMaximumCardinalityBipartiteMatching<>(g, left, right).getMatching().getEdges().size();
    }

    @Override
    public List<Object> args(ProbeGraph graph, Representation representation) {
        long left = left(graph.n());
        long right = graph.n() - left;
        return switch (representation) {
            case ADJ_LIST -> List.of(left, right, graph.adjacencyList());
            case INCIDENCE_MATRIX -> List.of(left, right, graph.incidenceMatrix());
            case EDGE_LIST -> List.of(left, right);
            default -> throw unsupported(id(), representation);
        };
    }

    /** The edge list's class API: the constructor, one addEdge per edge (1-based on each side), the matching. */
    @Override
    public HiddenTest test(String name, ProbeInput input, Representation representation, Object expected) {
        if (representation != Representation.EDGE_LIST) {
            return super.test(name, input, representation, expected);
        }
        ProbeGraph graph = (ProbeGraph) input;
        int left = left(graph.n());
        List<HiddenTest.Call> calls = new ArrayList<>(graph.edgeCount() + 1);
        for (int[] e : graph.edges()) {
            calls.add(new HiddenTest.Call("addEdge", List.of((long) e[0] + 1, (long) e[1] - left + 1)));
        }
        calls.add(new HiddenTest.Call("hopcroftKarp", List.of()));
        return HiddenTest.construct(name, args(graph, representation), calls, List.of(expected));
    }
}
