package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Seeded random graphs that have an Eulerian circuit or trail and no self-loops or parallel edges:
 * a cycle through every used vertex (which keeps the edges connected) plus edge-disjoint random cycles.
 * Vertices outside the {@code used} ones stay isolated, which both Eulerian prompts allow.
 */
final class ConnectivityEulerianGraphs {
    private ConnectivityEulerianGraphs() {
    }

    /** An undirected graph whose every vertex has even degree; about {@code m} edges among {@code used} vertices. */
    static ConnectivityGraph undirectedCircuit(Random rnd, int n, int used, int m) {
        return cycles(rnd, n, used, m, false);
    }

    /** An undirected graph with exactly two odd vertices: an even one with one base-cycle edge removed. */
    static ConnectivityGraph undirectedTrail(Random rnd, int n, int used, int m) {
        ConnectivityGraph even = cycles(rnd, n, used, m, false);
        List<int[]> edges = new ArrayList<>(even.edges());
        // every edge lies on one of the cycles, so removing one never disconnects the edges
        edges.remove(rnd.nextInt(edges.size()));
        return new ConnectivityGraph(n, false, edges);
    }

    /** A directed graph whose every vertex has in-degree = out-degree, all edges strongly connected. */
    static ConnectivityGraph directedCircuit(Random rnd, int n, int used, int m) {
        return cycles(rnd, n, used, m, true);
    }

    private static ConnectivityGraph cycles(Random rnd, int n, int used, int m, boolean directed) {
        List<Integer> vertices = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            vertices.add(v);
        }
        Collections.shuffle(vertices, rnd);
        List<Integer> pool = new ArrayList<>(vertices.subList(0, used));
        Set<Long> seen = new HashSet<>();
        List<int[]> edges = new ArrayList<>();
        addCycle(pool, edges, seen, n, directed);
        int attempts = 0;
        while (edges.size() < m && attempts++ < 100 * m) {
            int length = (directed ? 2 : 3) + rnd.nextInt(6);
            Collections.shuffle(pool, rnd);
            List<Integer> cycle = pool.subList(0, Math.min(length, pool.size()));
            if (fits(cycle, seen, n, directed)) {
                addCycle(cycle, edges, seen, n, directed);
            }
        }
        Collections.shuffle(edges, rnd);
        return new ConnectivityGraph(n, directed, edges);
    }

    private static boolean fits(List<Integer> cycle, Set<Long> seen, int n, boolean directed) {
        Set<Long> mine = new HashSet<>();
        for (int i = 0; i < cycle.size(); i++) {
            long key = key(cycle.get(i), cycle.get((i + 1) % cycle.size()), n, directed);
            if (seen.contains(key) || !mine.add(key)) {
                return false;
            }
        }
        return true;
    }

    private static void addCycle(List<Integer> cycle, List<int[]> edges, Set<Long> seen, int n, boolean directed) {
        for (int i = 0; i < cycle.size(); i++) {
            int u = cycle.get(i);
            int v = cycle.get((i + 1) % cycle.size());
            seen.add(key(u, v, n, directed));
            edges.add(new int[] {u, v});
        }
    }

    private static long key(int u, int v, int n, boolean directed) {
        return directed ? (long) u * n + v : (long) Math.min(u, v) * n + Math.max(u, v);
    }
}
