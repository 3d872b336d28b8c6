package dev.algoreval.dataset.oracle;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedWeightedPseudograph;
import org.jgrapht.graph.WeightedPseudograph;

/**
 * One graph, whatever representation the prompt used: vertices 0..n-1 and weighted edges (weight 1
 * when the representation has none). Converting every variant to this form lets the oracle test
 * check that all representations of an algorithm pose the same graph.
 */
public record InputGraph(int n, boolean directed, List<Edge> edges) {
    public record Edge(int u, int v, long w) {
    }

    public InputGraph {
        edges = List.copyOf(edges);
    }

    /** Input keys that may hold the graph itself, in any representation. */
    public static final List<String> GRAPH_KEYS = List.of("n", "V", "edges", "adj", "M", "matrix", "B", "incidence");

    /**
     * Reads the graph of a variant. Keys: edge_list {@code n} or {@code V} plus {@code edges} of [u,v] or
     * [u,v,w]; adj_list {@code adj} with neighbours v or pairs [v,w]; adj_matrix {@code M} or
     * {@code matrix} where {@code noEdge} marks a missing edge; incidence_matrix {@code B} or
     * {@code incidence}, vertex by edge, 1 at both ends (undirected) or -1 at the tail and 1 at the head.
     * Undirected adjacency lists and matrices list each edge from both ends; it is read once.
     */
    public static InputGraph read(Representation representation, OracleInput input, boolean directed, long noEdge) {
        return switch (representation) {
            case EDGE_LIST -> fromEdgeList(input.integer(input.has("n") ? "n" : "V"), input.list("edges"), directed);
            case ADJ_LIST -> fromAdjList(input.list("adj"), directed);
            case ADJ_MATRIX -> fromMatrix(input.list(input.has("M") ? "M" : "matrix"), directed, noEdge);
            case INCIDENCE_MATRIX -> fromIncidence(input.list(input.has("B") ? "B" : "incidence"), directed);
            case DEFAULT -> throw new IllegalArgumentException("not a graph representation: " + representation);
        };
    }

    public static InputGraph fromEdgeList(int n, List<?> edges, boolean directed) {
        List<Edge> out = new ArrayList<>();
        for (Object raw : edges) {
            int[] e = OracleInput.toInts(raw);
            out.add(new Edge(e[0], e[1], e.length > 2 ? e[2] : 1));
        }
        return new InputGraph(n, directed, out);
    }

    public static InputGraph fromAdjList(List<?> adj, boolean directed) {
        List<Edge> out = new ArrayList<>();
        for (int u = 0; u < adj.size(); u++) {
            for (Object entry : (List<?>) adj.get(u)) {
                int v;
                long w;
                if (entry instanceof List<?> pair) {
                    v = OracleInput.toInt(pair.get(0));
                    w = ((Number) pair.get(1)).longValue();
                } else {
                    v = OracleInput.toInt(entry);
                    w = 1;
                }
                if (directed || u <= v) {
                    out.add(new Edge(u, v, w));
                }
            }
        }
        return new InputGraph(adj.size(), directed, out);
    }

    public static InputGraph fromMatrix(List<?> matrix, boolean directed, long noEdge) {
        List<Edge> out = new ArrayList<>();
        for (int u = 0; u < matrix.size(); u++) {
            List<?> row = (List<?>) matrix.get(u);
            for (int v = 0; v < row.size(); v++) {
                long w = ((Number) row.get(v)).longValue();
                if (w == noEdge || (!directed && u > v)) {
                    continue;
                }
                if (!directed && w != ((Number) ((List<?>) matrix.get(v)).get(u)).longValue()) {
                    throw new IllegalArgumentException("undirected matrix is not symmetric at " + u + "," + v);
                }
                out.add(new Edge(u, v, w));
            }
        }
        return new InputGraph(matrix.size(), directed, out);
    }

    public static InputGraph fromIncidence(List<?> matrix, boolean directed) {
        int n = matrix.size();
        int m = ((List<?>) matrix.get(0)).size();
        List<Edge> out = new ArrayList<>();
        for (int j = 0; j < m; j++) {
            int first = -1;
            int second = -1;
            for (int v = 0; v < n; v++) {
                long x = ((Number) ((List<?>) matrix.get(v)).get(j)).longValue();
                if (x == 0) {
                    continue;
                }
                boolean tail = directed ? x < 0 : first < 0;
                if (tail) {
                    first = v;
                } else {
                    second = v;
                }
            }
            if (first < 0 || second < 0) {
                throw new IllegalArgumentException("incidence column " + j + " does not have two ends");
            }
            out.add(new Edge(first, second, 1));
        }
        return new InputGraph(n, directed, out);
    }

    /** The same graph with edges in one order and undirected edges as (min, max): equal graphs compare equal. */
    public InputGraph canonical() {
        List<Edge> sorted = edges.stream()
                .map(e -> directed || e.u() <= e.v() ? e : new Edge(e.v(), e.u(), e.w()))
                .sorted(Comparator.comparingInt(Edge::u).thenComparingInt(Edge::v).thenComparingLong(Edge::w))
                .toList();
        return new InputGraph(n, directed, sorted);
    }

    /** A JGraphT graph with vertices 0..n-1; parallel edges and loops kept. */
    public Graph<Integer, DefaultWeightedEdge> toJGraphT() {
        Graph<Integer, DefaultWeightedEdge> graph = directed
                ? new DirectedWeightedPseudograph<>(DefaultWeightedEdge.class)
                : new WeightedPseudograph<>(DefaultWeightedEdge.class);
        IntStream.range(0, n).forEach(graph::addVertex);
        for (Edge e : edges) {
            DefaultWeightedEdge edge = graph.addEdge(e.u(), e.v());
            graph.setEdgeWeight(edge, e.w());
        }
        return graph;
    }
}
