package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.List;

/**
 * One abstract test graph of the connectivity group (bridges, cut vertices, SCCs, topological order,
 * Eulerian trails), encoded per representation so that every variant of an algorithm is tested on
 * the same graphs. Edges keep their given order; adjacency lists are filled in that order, so they
 * are unsorted wherever the edge list is.
 */
record ConnectivityGraph(int n, boolean directed, List<int[]> edges) {
    ConnectivityGraph {
        edges = List.copyOf(edges);
        for (int[] e : edges) {
            if (e.length != 2 || e[0] < 0 || e[1] < 0 || e[0] >= n || e[1] >= n) {
                throw new IllegalArgumentException("edge out of range for " + n + " vertices: " + List.of(e[0], e[1]));
            }
        }
    }

    static ConnectivityGraph undirected(int n, int[]... edges) {
        return new ConnectivityGraph(n, false, List.of(edges));
    }

    static ConnectivityGraph directed(int n, int[]... edges) {
        return new ConnectivityGraph(n, true, List.of(edges));
    }

    int m() {
        return edges.size();
    }

    /** The call's graph arguments: (n, edges), (adj) or (M). */
    List<Object> args(Representation representation) {
        List<Object> args = new ArrayList<>();
        switch (representation) {
            case EDGE_LIST -> {
                args.add((long) n);
                args.add(edgeList());
            }
            case ADJ_LIST -> args.add(adjacencyList());
            case ADJ_MATRIX -> args.add(adjacencyMatrix());
            default -> throw new IllegalArgumentException("no encoding for " + representation);
        }
        return args;
    }

    List<Object> edgeList() {
        List<Object> out = new ArrayList<>();
        for (int[] e : edges) {
            out.add(List.of((long) e[0], (long) e[1]));
        }
        return out;
    }

    List<List<Integer>> adjacency() {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adj.add(new ArrayList<>());
        }
        for (int[] e : edges) {
            adj.get(e[0]).add(e[1]);
            if (!directed) {
                adj.get(e[1]).add(e[0]);
            }
        }
        return adj;
    }

    private List<Object> adjacencyList() {
        List<Object> out = new ArrayList<>();
        for (List<Integer> row : adjacency()) {
            out.add(row.stream().map(Integer::longValue).toList());
        }
        return out;
    }

    private List<Object> adjacencyMatrix() {
        long[][] m = new long[n][n];
        for (int[] e : edges) {
            m[e[0]][e[1]] = 1;
            if (!directed) {
                m[e[1]][e[0]] = 1;
            }
        }
        List<Object> out = new ArrayList<>();
        for (long[] row : m) {
            List<Object> r = new ArrayList<>();
            for (long x : row) {
                r.add(x);
            }
            out.add(r);
        }
        return out;
    }

    /** Whether the edge list holds a self-loop or the same edge twice (which some prompts rule out). */
    boolean isSimple() {
        java.util.Set<Long> seen = new java.util.HashSet<>();
        for (int[] e : edges) {
            int a = directed ? e[0] : Math.min(e[0], e[1]);
            int b = directed ? e[1] : Math.max(e[0], e[1]);
            if (a == b || !seen.add((long) a * n + b)) {
                return false;
            }
        }
        return true;
    }
}
