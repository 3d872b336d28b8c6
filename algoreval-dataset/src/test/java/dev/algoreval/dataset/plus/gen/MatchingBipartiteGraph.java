package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.DenseEdmondsMaximumCardinalityMatching;
import org.jgrapht.alg.matching.HopcroftKarpMaximumCardinalityBipartiteMatching;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;

/**
 * A bipartite graph of the Hopcroft–Karp tests: left vertices 0..m-1, right vertices 0..n-1, edges
 * (left, right) (repeats are parallel edges), encoded per variant.
 */
record MatchingBipartiteGraph(int m, int n, List<int[]> edges) {
    MatchingBipartiteGraph {
        edges = List.copyOf(edges);
        for (int[] e : edges) {
            if (e[0] < 0 || e[0] >= m || e[1] < 0 || e[1] >= n) {
                throw new IllegalArgumentException("edge (" + e[0] + ", " + e[1] + ") outside the sides");
            }
        }
    }

    static MatchingBipartiteGraph of(int m, int n, int... lr) {
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i < lr.length; i += 2) {
            edges.add(new int[] {lr[i], lr[i + 1]});
        }
        return new MatchingBipartiteGraph(m, n, edges);
    }

    /** Distinct random edges, listed in random order. */
    static MatchingBipartiteGraph random(long seed, int m, int n, int edgeCount) {
        Random rnd = new Random(seed);
        java.util.Set<Long> seen = new java.util.HashSet<>();
        List<int[]> edges = new ArrayList<>();
        while (edges.size() < edgeCount) {
            int l = rnd.nextInt(m);
            int r = rnd.nextInt(n);
            if (seen.add((long) l * n + r)) {
                edges.add(new int[] {l, r});
            }
        }
        Collections.shuffle(edges, rnd);
        return new MatchingBipartiteGraph(m, n, edges);
    }

    /** The size of a maximum matching, by JGraphT's Hopcroft–Karp, confirmed by its general-graph Edmonds. */
    long maximumMatchingSize() {
        Graph<Integer, DefaultEdge> g = new SimpleGraph<>(DefaultEdge.class);
        java.util.Set<Integer> left = new java.util.HashSet<>();
        java.util.Set<Integer> right = new java.util.HashSet<>();
        for (int v = 0; v < m + n; v++) {
            g.addVertex(v);
            (v < m ? left : right).add(v);
        }
        for (int[] e : edges) {
            g.addEdge(e[0], m + e[1]);
        }
        int size = new HopcroftKarpMaximumCardinalityBipartiteMatching<>(g, left, right).getMatching().getEdges().size();
        // JGraphT's dense Edmonds asserts a non-empty graph
        int general = m + n == 0 ? 0 : new DenseEdmondsMaximumCardinalityMatching<>(g).getMatching().getEdges().size();
        if (size != general) {
            throw new IllegalStateException("Hopcroft-Karp says " + size + ", Edmonds " + general);
        }
        return size;
    }

    /** Whether the incidence matrix ((m + n) x E) stays small; the empty graph's 0 x 0 matrix counts. */
    boolean fitsIncidenceMatrix(int largestEntries) {
        return (long) (m + n) * edges.size() <= largestEntries;
    }

    HiddenTest test(String name, Representation representation) {
        long size = maximumMatchingSize();
        return switch (representation) {
            case EDGE_LIST -> {
                // the class API numbers both sides from 1
                List<HiddenTest.Call> calls = new ArrayList<>();
                for (int[] e : edges) {
                    calls.add(new HiddenTest.Call("addEdge", List.of((long) e[0] + 1, (long) e[1] + 1)));
                }
                calls.add(new HiddenTest.Call("hopcroftKarp", List.of()));
                yield HiddenTest.construct(name, List.of((long) m, (long) n), calls, List.of(size));
            }
            case ADJ_LIST -> {
                List<List<Long>> adj = new ArrayList<>();
                for (int v = 0; v < m + n; v++) {
                    adj.add(new ArrayList<>());
                }
                for (int[] e : edges) {
                    adj.get(e[0]).add((long) m + e[1]);
                    adj.get(m + e[1]).add((long) e[0]);
                }
                yield HiddenTest.function(name, List.of((long) m, (long) n, adj), size);
            }
            case INCIDENCE_MATRIX -> {
                List<List<Long>> b = new ArrayList<>();
                for (int v = 0; v < m + n; v++) {
                    List<Long> row = new ArrayList<>();
                    for (int[] e : edges) {
                        row.add(v == e[0] || v == m + e[1] ? 1L : 0L);
                    }
                    b.add(row);
                }
                yield HiddenTest.function(name, List.of((long) m, (long) n, b), size);
            }
            default -> throw new IllegalArgumentException("hopcroft-karp has no " + representation.id() + " variant");
        };
    }
}
