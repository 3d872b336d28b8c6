package dev.algoreval.dataset.plus.check;

import java.util.ArrayList;
import java.util.List;

/**
 * A checked test's undirected graph, read back from its arguments in whichever representation the
 * variant uses: for every vertex the arcs (neighbour, weight) leaving it, each edge once from each
 * end. The arguments come from the stored hidden-test files, so their shape is trusted.
 */
final class UndirectedInput {
    private final List<List<long[]>> arcs;

    private UndirectedInput(int n) {
        arcs = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            arcs.add(new ArrayList<>());
        }
    }

    int vertexCount() {
        return arcs.size();
    }

    /** The (neighbour, weight) arcs at {@code v}; a parallel edge appears once per copy. */
    List<long[]> arcs(int v) {
        return arcs.get(v);
    }

    boolean adjacent(int u, int v) {
        return arcs.get(u).stream().anyMatch(a -> a[0] == v);
    }

    private void addEdge(int u, int v, long w) {
        arcs.get(u).add(new long[] {v, w});
        if (u != v) {
            arcs.get(v).add(new long[] {u, w});
        }
    }

    /** (n, [[u, v, w], ...]) or, unweighted, (n, [[u, v], ...]). */
    static UndirectedInput fromEdgeList(List<Object> args) {
        UndirectedInput g = new UndirectedInput(intAt(args, 0));
        for (Object raw : (List<?>) args.get(1)) {
            List<?> e = (List<?>) raw;
            g.addEdge(intAt(e, 0), intAt(e, 1), e.size() > 2 ? ((Number) e.get(2)).longValue() : 1);
        }
        return g;
    }

    /** ([[[v, w], ...] per vertex]) or, unweighted, ([[v, ...] per vertex]); every edge is listed at both ends. */
    static UndirectedInput fromAdjList(List<Object> args) {
        List<?> adj = (List<?>) args.get(0);
        UndirectedInput g = new UndirectedInput(adj.size());
        for (int u = 0; u < adj.size(); u++) {
            for (Object entry : (List<?>) adj.get(u)) {
                if (entry instanceof List<?> pair) {
                    g.arcs.get(u).add(new long[] {intAt(pair, 0), ((Number) pair.get(1)).longValue()});
                } else {
                    g.arcs.get(u).add(new long[] {((Number) entry).intValue(), 1});
                }
            }
        }
        return g;
    }

    /** ([[weight or 0 for no edge]]), symmetric. */
    static UndirectedInput fromAdjMatrix(List<Object> args) {
        List<?> m = (List<?>) args.get(0);
        UndirectedInput g = new UndirectedInput(m.size());
        for (int u = 0; u < m.size(); u++) {
            List<?> row = (List<?>) m.get(u);
            for (int v = 0; v < row.size(); v++) {
                long w = ((Number) row.get(v)).longValue();
                if (w != 0 && u != v) {
                    g.arcs.get(u).add(new long[] {v, w});
                }
            }
        }
        return g;
    }

    /** ([[0 or 1 per edge] per vertex]): column j has 1 at the two ends of edge j. */
    static UndirectedInput fromIncidenceMatrix(List<Object> args) {
        List<?> b = (List<?>) args.get(0);
        UndirectedInput g = new UndirectedInput(b.size());
        int columns = b.isEmpty() ? 0 : ((List<?>) b.get(0)).size();
        for (int j = 0; j < columns; j++) {
            List<Integer> ends = new ArrayList<>();
            for (int v = 0; v < b.size(); v++) {
                if (((Number) ((List<?>) b.get(v)).get(j)).longValue() != 0) {
                    ends.add(v);
                }
            }
            g.addEdge(ends.get(0), ends.get(ends.size() - 1), 1);
        }
        return g;
    }

    private static int intAt(List<?> list, int i) {
        return ((Number) list.get(i)).intValue();
    }
}
