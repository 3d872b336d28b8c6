package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.LongBinaryOperator;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedWeightedPseudograph;
import org.jgrapht.util.SupplierUtil;

/**
 * A directed graph with one integer number per edge (a weight, or a capacity for the flow problems),
 * built once per hidden test and encoded in each representation, so that every variant of an
 * algorithm is tested on the same graphs. Edges keep their insertion order, which is the order of
 * the edge list and of each adjacency list.
 */
public record ShortestPathGraph(int n, List<Edge> edges) {
    public record Edge(int from, int to, long weight) {
    }

    public ShortestPathGraph {
        edges = List.copyOf(edges);
        for (Edge e : edges) {
            if (e.from() < 0 || e.from() >= n || e.to() < 0 || e.to() >= n) {
                throw new IllegalArgumentException("edge " + e + " leaves the vertices 0.." + (n - 1));
            }
        }
    }

    public static Builder builder(int n) {
        return new Builder(n);
    }

    /** The leading arguments that hand the graph over: [n, edges], [adj] or [M]. */
    public List<Object> graphArgs(Representation representation, long noEdge, LongBinaryOperator mergeParallel) {
        return switch (representation) {
            case EDGE_LIST -> List.of((long) n, edgeList());
            case ADJ_LIST -> List.of(adjacencyList());
            case ADJ_MATRIX -> List.of(matrix(noEdge, mergeParallel));
            default -> throw new IllegalArgumentException("no encoding for " + representation);
        };
    }

    public List<Object> edgeList() {
        List<Object> out = new ArrayList<>();
        for (Edge e : edges) {
            out.add(List.of((long) e.from(), (long) e.to(), e.weight()));
        }
        return out;
    }

    public List<Object> adjacencyList() {
        List<List<Object>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adj.add(new ArrayList<>());
        }
        for (Edge e : edges) {
            adj.get(e.from()).add(List.of((long) e.to(), e.weight()));
        }
        return new ArrayList<>(adj);
    }

    /**
     * The n x n matrix with {@code noEdge} where there is no edge; a matrix holds one number per
     * ordered pair, so parallel edges are merged the way the problem makes them equivalent (the
     * lighter one for shortest paths, the sum of capacities for flows).
     */
    public List<Object> matrix(long noEdge, LongBinaryOperator mergeParallel) {
        long[][] m = new long[n][n];
        boolean[][] present = new boolean[n][n];
        for (long[] row : m) {
            Arrays.fill(row, noEdge);
        }
        for (Edge e : edges) {
            if (e.weight() == noEdge) {
                throw new IllegalArgumentException("edge " + e + " has the matrix's no-edge value " + noEdge);
            }
            m[e.from()][e.to()] = present[e.from()][e.to()]
                    ? mergeParallel.applyAsLong(m[e.from()][e.to()], e.weight()) : e.weight();
            present[e.from()][e.to()] = true;
        }
        List<Object> rows = new ArrayList<>();
        for (long[] row : m) {
            rows.add(Arrays.stream(row).boxed().map(Object.class::cast).toList());
        }
        return rows;
    }

    /**
     * The same graph for JGraphT: vertices 0..n-1, parallel edges and self-loops kept. New vertices
     * are numbered from n on, since JGraphT's Johnson adds one.
     */
    public Graph<Integer, DefaultWeightedEdge> toJGraphT() {
        Graph<Integer, DefaultWeightedEdge> g = new DirectedWeightedPseudograph<>(
                SupplierUtil.createIntegerSupplier(n), SupplierUtil.createDefaultWeightedEdgeSupplier());
        for (int v = 0; v < n; v++) {
            g.addVertex(v);
        }
        for (Edge e : edges) {
            g.setEdgeWeight(g.addEdge(e.from(), e.to()), e.weight());
        }
        return g;
    }

    /** A side x side grid, each vertex leading right and down with weight 1: many equal paths. */
    public static ShortestPathGraph unitGrid(int side) {
        Builder b = builder(side * side);
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                int v = r * side + c;
                if (c + 1 < side) {
                    b.edge(v, v + 1, 1);
                }
                if (r + 1 < side) {
                    b.edge(v, v + side, 1);
                }
            }
        }
        return b.build();
    }

    public boolean hasParallelEdgesOrSelfLoops() {
        Set<Long> seen = new HashSet<>();
        for (Edge e : edges) {
            if (e.from() == e.to() || !seen.add((long) e.from() * n + e.to())) {
                return true;
            }
        }
        return false;
    }

    public static final class Builder {
        private final int n;
        private final List<Edge> edges = new ArrayList<>();

        private Builder(int n) {
            this.n = n;
        }

        public Builder edge(int from, int to, long weight) {
            edges.add(new Edge(from, to, weight));
            return this;
        }

        public Builder edges(List<Edge> more) {
            edges.addAll(more);
            return this;
        }

        public ShortestPathGraph build() {
            return new ShortestPathGraph(n, edges);
        }
    }
}
