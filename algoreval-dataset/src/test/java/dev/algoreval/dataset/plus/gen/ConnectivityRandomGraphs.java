package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Seeded random graphs for the connectivity group. Every graph is relabelled by a random permutation
 * and its edges shuffled, so that vertex numbers and edge order carry no hint of the structure.
 */
final class ConnectivityRandomGraphs {
    private ConnectivityRandomGraphs() {
    }

    /** A simple undirected graph with {@code m} distinct edges chosen uniformly. */
    static ConnectivityGraph simpleUndirected(Random rnd, int n, int m) {
        return new ConnectivityGraph(n, false, distinctEdges(rnd, n, m, false));
    }

    /** A simple directed graph (no self-loops, no parallel edges) with {@code m} edges chosen uniformly. */
    static ConnectivityGraph simpleDirected(Random rnd, int n, int m) {
        return new ConnectivityGraph(n, true, distinctEdges(rnd, n, m, true));
    }

    private static List<int[]> distinctEdges(Random rnd, int n, int m, boolean directed) {
        long possible = directed ? (long) n * (n - 1) : (long) n * (n - 1) / 2;
        if (m > possible) {
            throw new IllegalArgumentException(m + " edges do not fit in " + n + " vertices");
        }
        Set<Long> seen = new HashSet<>();
        List<int[]> edges = new ArrayList<>();
        while (edges.size() < m) {
            int u = rnd.nextInt(n);
            int v = rnd.nextInt(n);
            if (u == v) {
                continue;
            }
            long key = directed ? (long) u * n + v : (long) Math.min(u, v) * n + Math.max(u, v);
            if (seen.add(key)) {
                edges.add(new int[] {u, v});
            }
        }
        return edges;
    }

    /**
     * A simple undirected graph made of {@code blocks} small blocks (single vertices, edges, cycles with
     * chords, cliques), each joined to an earlier block either by a bridge or by sharing a vertex, so
     * that it has many cut vertices and bridges next to 2-edge-connected parts.
     */
    static ConnectivityGraph blockTree(Random rnd, int blocks) {
        List<int[]> edges = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        int n = 0;
        List<Integer> all = new ArrayList<>();
        for (int b = 0; b < blocks; b++) {
            int size = 1 + rnd.nextInt(6);
            boolean shareVertex = b > 0 && rnd.nextBoolean();
            List<Integer> members = new ArrayList<>();
            int anchor = b == 0 ? -1 : all.get(rnd.nextInt(all.size()));
            if (shareVertex) {
                members.add(anchor);
            }
            while (members.size() < size) {
                members.add(n);
                all.add(n);
                n++;
            }
            if (!shareVertex && anchor >= 0) {
                add(edges, seen, anchor, members.get(rnd.nextInt(members.size())));
            }
            if (size == 2) {
                add(edges, seen, members.get(0), members.get(1));
            } else if (size >= 3) {
                for (int i = 0; i < size; i++) {
                    add(edges, seen, members.get(i), members.get((i + 1) % size));
                }
                int chords = rnd.nextInt(size);
                for (int c = 0; c < chords; c++) {
                    add(edges, seen, members.get(rnd.nextInt(size)), members.get(rnd.nextInt(size)));
                }
            }
        }
        return relabel(rnd, new ConnectivityGraph(n, false, edges));
    }

    private static void add(List<int[]> edges, Set<Long> seen, int u, int v) {
        if (u != v && seen.add((long) Math.min(u, v) << 32 | Math.max(u, v))) {
            edges.add(new int[] {u, v});
        }
    }

    /**
     * A simple directed graph whose vertices fall into {@code groups} planted strongly connected parts
     * (each a cycle through its members plus chords), with {@code extra} further edges that never go
     * from a later group to an earlier one, so the parts stay separate components.
     */
    static ConnectivityGraph plantedComponents(Random rnd, int n, int groups, int extra) {
        int[] group = new int[n];
        List<List<Integer>> members = new ArrayList<>();
        for (int g = 0; g < groups; g++) {
            members.add(new ArrayList<>());
        }
        for (int v = 0; v < n; v++) {
            group[v] = rnd.nextInt(groups);
            members.get(group[v]).add(v);
        }
        Set<Long> seen = new HashSet<>();
        List<int[]> edges = new ArrayList<>();
        for (List<Integer> part : members) {
            Collections.shuffle(part, rnd);
            for (int i = 0; part.size() > 1 && i < part.size(); i++) {
                addDirected(edges, seen, n, part.get(i), part.get((i + 1) % part.size()));
            }
        }
        int target = edges.size() + extra;
        while (edges.size() < target) {
            int u = rnd.nextInt(n);
            int v = rnd.nextInt(n);
            if (group[u] <= group[v]) {
                addDirected(edges, seen, n, u, v);
            }
        }
        return relabel(rnd, new ConnectivityGraph(n, true, edges));
    }

    private static void addDirected(List<int[]> edges, Set<Long> seen, int n, int u, int v) {
        if (u != v && seen.add((long) u * n + v)) {
            edges.add(new int[] {u, v});
        }
    }

    /** The same graph with {@code copies} random edges repeated and {@code loops} self-loops added, shuffled. */
    static ConnectivityGraph withParallelEdgesAndLoops(Random rnd, ConnectivityGraph g, int copies, int loops) {
        List<int[]> edges = new ArrayList<>(g.edges());
        for (int i = 0; i < copies; i++) {
            int[] e = g.edges().get(rnd.nextInt(g.m()));
            edges.add(new int[] {e[0], e[1]});
        }
        for (int i = 0; i < loops; i++) {
            int v = rnd.nextInt(g.n());
            edges.add(new int[] {v, v});
        }
        Collections.shuffle(edges, rnd);
        return new ConnectivityGraph(g.n(), g.directed(), edges);
    }

    /** A simple DAG with {@code m} edges, each going forward in a random hidden order of the vertices. */
    static ConnectivityGraph randomDag(Random rnd, int n, int m) {
        List<int[]> edges = new ArrayList<>();
        for (int[] e : distinctEdges(rnd, n, m, false)) {
            edges.add(new int[] {Math.min(e[0], e[1]), Math.max(e[0], e[1])});
        }
        return relabel(rnd, new ConnectivityGraph(n, true, edges));
    }

    /** The same graph with vertices renamed by a random permutation and edges (and their ends) shuffled. */
    static ConnectivityGraph relabel(Random rnd, ConnectivityGraph g) {
        List<Integer> perm = new ArrayList<>();
        for (int i = 0; i < g.n(); i++) {
            perm.add(i);
        }
        Collections.shuffle(perm, rnd);
        List<int[]> edges = new ArrayList<>();
        for (int[] e : g.edges()) {
            int u = perm.get(e[0]);
            int v = perm.get(e[1]);
            edges.add(!g.directed() && rnd.nextBoolean() ? new int[] {v, u} : new int[] {u, v});
        }
        Collections.shuffle(edges, rnd);
        return new ConnectivityGraph(g.n(), g.directed(), edges);
    }
}
