package dev.algoreval.engine.probe;

import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.HopcroftKarpMaximumCardinalityBipartiteMatching;
import org.jgrapht.alg.matching.SparseEdmondsMaximumCardinalityMatching;
import org.jgrapht.graph.DefaultEdge;

/** Inputs and truth of the matching probes: Edmonds' blossom on a plain G(n, p), Hopcroft–Karp on a bipartite one. */
final class Matchings {
    private Matchings() {
    }

    /** JGraphT's Edmonds matching as a mate list (-1: unmatched); the checker accepts any maximum matching of the same size. */
    static Object blossomMates(ProbeGraph graph) {
        Graph<Integer, DefaultEdge> g = Oracles.simple(graph);
        long[] mate = new long[graph.n()];
        Arrays.fill(mate, -1);
        for (DefaultEdge e : new SparseEdmondsMaximumCardinalityMatching<>(g).getMatching().getEdges()) {
            mate[g.getEdgeSource(e)] = g.getEdgeTarget(e);
            mate[g.getEdgeTarget(e)] = g.getEdgeSource(e);
        }
        List<Object> out = new ArrayList<>();
        for (long m : mate) {
            out.add(m);
        }
        return out;
    }

    /** The left side's size; the prompts' m. */
    static int left(int n) {
        return n / 2;
    }

    /**
     * A random bipartite graph of n vertices, the left side 0..n/2-1 and the right side the rest (the
     * numbering the list and matrix prompts use), each left–right pair an edge with the regime's
     * probability, in pair order; never an edge inside a side.
     */
    static ProbeGraph bipartite(int n, Regime regime, Random random) {
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

    /** JGraphT's Hopcroft–Karp: the size of a maximum matching of {@link #bipartite} graphs. */
    static Object hopcroftKarpSize(ProbeGraph graph) {
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

    /** The sides' sizes, the arguments before every representation's graph (and the edge list's constructor). */
    static List<Object> sides(ProbeGraph graph) {
        long left = left(graph.n());
        return List.of(left, graph.n() - left);
    }

    /**
     * The edge list's class API after BipGraph(m, n): one addEdge per edge with 1-based indices on each
     * side, then hopcroftKarp(). The addEdge calls are O(E), below the bound.
     */
    static List<HiddenTest.Call> hopcroftKarpCalls(ProbeGraph graph) {
        int left = left(graph.n());
        List<HiddenTest.Call> calls = new ArrayList<>(graph.edgeCount() + 1);
        for (int[] e : graph.edges()) {
            calls.add(new HiddenTest.Call("addEdge", List.of((long) e[0] + 1, (long) e[1] - left + 1)));
        }
        calls.add(new HiddenTest.Call("hopcroftKarp", List.of()));
        return calls;
    }
}
