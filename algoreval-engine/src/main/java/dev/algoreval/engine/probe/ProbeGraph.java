package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * One probe input graph: n vertices, edges in the order the programs receive them, weights when the
 * algorithm has them. Encodes itself as each representation's JSON-shaped arguments (Long integers,
 * lists), the form the drivers' input encoder takes.
 */
public record ProbeGraph(int n, boolean directed, List<int[]> edges, Optional<long[]> weights) implements ProbeInput {

    @Override
    public long m() {
        return edges.size();
    }

    @Override
    public long estimatedBytes(Representation representation) {
        long perEdge = weights.isPresent() ? 18 : 12;
        return switch (representation) {
            case ADJ_MATRIX -> (long) n * n * (weights.isPresent() ? 7 : 2);
            case INCIDENCE_MATRIX -> (long) n * edges.size() * 2;
            case ADJ_LIST -> edges.size() * perEdge * (directed ? 1 : 2) + 8L * n;
            default -> edges.size() * perEdge + 16;
        };
    }

    public int edgeCount() {
        return edges.size();
    }

    public long weight(int edge) {
        return weights.orElseThrow(() -> new IllegalStateException("unweighted graph"))[edge];
    }

    /** [[u, v, w], ...] or [[u, v], ...]. */
    public List<Object> edgeList() {
        List<Object> out = new ArrayList<>(edges.size());
        for (int i = 0; i < edges.size(); i++) {
            int[] e = edges.get(i);
            out.add(weights.isPresent() ? List.of((long) e[0], (long) e[1], weight(i)) : List.of((long) e[0], (long) e[1]));
        }
        return out;
    }

    /**
     * adj[u] = [[v, w], ...] or [v, ...]; an undirected edge appears in both endpoints' lists, in edge
     * order, as the prompts say.
     */
    public List<Object> adjacencyList() {
        List<List<Object>> adj = new ArrayList<>(n);
        for (int v = 0; v < n; v++) {
            adj.add(new ArrayList<>());
        }
        for (int i = 0; i < edges.size(); i++) {
            int[] e = edges.get(i);
            adj.get(e[0]).add(entry(e[1], i));
            if (!directed) {
                adj.get(e[1]).add(entry(e[0], i));
            }
        }
        return new ArrayList<>(adj);
    }

    private Object entry(int to, int edge) {
        return weights.isPresent() ? List.of((long) to, weight(edge)) : (Object) (long) to;
    }

    /** M[u][v] = the weight, {@code none} where there is no edge, 0 on the diagonal. */
    public List<Object> adjacencyMatrix(long none) {
        long[][] m = new long[n][n];
        for (long[] row : m) {
            Arrays.fill(row, none);
        }
        for (int v = 0; v < n; v++) {
            m[v][v] = 0;
        }
        for (int i = 0; i < edges.size(); i++) {
            int[] e = edges.get(i);
            m[e[0]][e[1]] = weight(i);
            if (!directed) {
                m[e[1]][e[0]] = weight(i);
            }
        }
        List<Object> out = new ArrayList<>(n);
        for (long[] row : m) {
            List<Object> r = new ArrayList<>(n);
            for (long x : row) {
                r.add(x);
            }
            out.add(r);
        }
        return out;
    }

    /** B[v][j] = 1 exactly at edge j's two endpoints. */
    public List<Object> incidenceMatrix() {
        List<Object> out = new ArrayList<>(n);
        for (int v = 0; v < n; v++) {
            List<Object> row = new ArrayList<>(edges.size());
            for (int[] e : edges) {
                row.add(e[0] == v || e[1] == v ? 1L : 0L);
            }
            out.add(row);
        }
        return out;
    }
}
