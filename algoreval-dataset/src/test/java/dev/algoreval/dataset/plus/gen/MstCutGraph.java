package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;
import org.jgrapht.graph.WeightedPseudograph;

/**
 * An undirected weighted multigraph of the spanning-tree and minimum-cut hidden tests (vertices
 * 0..n-1), made once per case and encoded per representation, so every variant of an algorithm is
 * tested on the same graphs.
 */
record MstCutGraph(int n, List<Edge> edges) {
    record Edge(int u, int v, long w) {
    }

    MstCutGraph {
        edges = List.copyOf(edges);
        for (Edge e : edges) {
            if (e.u() < 0 || e.u() >= n || e.v() < 0 || e.v() >= n) {
                throw new IllegalArgumentException("edge " + e + " outside 0.." + (n - 1));
            }
        }
    }

    boolean hasSelfLoop() {
        return edges.stream().anyMatch(e -> e.u() == e.v());
    }

    /** No self-loop and no parallel edge: what an adjacency matrix can hold. */
    boolean isSimple() {
        Set<List<Integer>> pairs = new HashSet<>();
        for (Edge e : edges) {
            if (e.u() == e.v() || !pairs.add(List.of(Math.min(e.u(), e.v()), Math.max(e.u(), e.v())))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the representation can hold this graph as the prompts define it: a matrix has one
     * weight per pair and a zero diagonal (and must stay small), and an adjacency list that lists
     * every edge at both ends says nothing clear about a self-loop.
     */
    boolean fits(Representation representation, int largestMatrix) {
        return switch (representation) {
            case EDGE_LIST -> true;
            case ADJ_LIST -> !hasSelfLoop();
            case ADJ_MATRIX -> isSimple() && n <= largestMatrix;
            default -> false;
        };
    }

    /** The call's arguments: (n, [[u, v, w], ...]), ([[[v, w], ...] per vertex]) or ([[w or 0]]). */
    List<Object> args(Representation representation) {
        return switch (representation) {
            case EDGE_LIST -> {
                List<Object> list = new ArrayList<>();
                for (Edge e : edges) {
                    list.add(List.of((long) e.u(), (long) e.v(), e.w()));
                }
                yield List.of((long) n, list);
            }
            case ADJ_LIST -> {
                List<List<Object>> adj = new ArrayList<>();
                for (int v = 0; v < n; v++) {
                    adj.add(new ArrayList<>());
                }
                for (Edge e : edges) {
                    adj.get(e.u()).add(List.of((long) e.v(), e.w()));
                    adj.get(e.v()).add(List.of((long) e.u(), e.w()));
                }
                yield List.of(adj);
            }
            case ADJ_MATRIX -> {
                if (!isSimple()) {
                    throw new IllegalStateException("a matrix cannot hold parallel edges or self-loops");
                }
                List<List<Long>> m = new ArrayList<>();
                for (int u = 0; u < n; u++) {
                    List<Long> row = new ArrayList<>();
                    for (int v = 0; v < n; v++) {
                        row.add(0L);
                    }
                    m.add(row);
                }
                for (Edge e : edges) {
                    m.get(e.u()).set(e.v(), e.w());
                    m.get(e.v()).set(e.u(), e.w());
                }
                yield List.of(m);
            }
            default -> throw new IllegalArgumentException("no encoding for " + representation);
        };
    }

    /** Every edge as its own JGraphT edge (parallel edges and self-loops kept). */
    Graph<Integer, DefaultWeightedEdge> toPseudograph() {
        Graph<Integer, DefaultWeightedEdge> g = new WeightedPseudograph<>(DefaultWeightedEdge.class);
        for (int v = 0; v < n; v++) {
            g.addVertex(v);
        }
        for (Edge e : edges) {
            g.setEdgeWeight(g.addEdge(e.u(), e.v()), e.w());
        }
        return g;
    }

    /** Parallel edges merged into one edge carrying their total weight, self-loops dropped: what a cut sees. */
    Graph<Integer, DefaultWeightedEdge> toMergedSimpleGraph() {
        Graph<Integer, DefaultWeightedEdge> g = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        for (int v = 0; v < n; v++) {
            g.addVertex(v);
        }
        for (Edge e : edges) {
            if (e.u() == e.v()) {
                continue;
            }
            DefaultWeightedEdge existing = g.getEdge(e.u(), e.v());
            if (existing == null) {
                g.setEdgeWeight(g.addEdge(e.u(), e.v()), e.w());
            } else {
                g.setEdgeWeight(existing, g.getEdgeWeight(existing) + e.w());
            }
        }
        return g;
    }
}
