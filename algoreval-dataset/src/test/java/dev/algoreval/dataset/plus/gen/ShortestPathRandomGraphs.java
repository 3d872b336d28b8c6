package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Seeded random graphs for the shortest-path and flow generators. Each method takes the
 * {@link Random} so a generator owns its seeds; the same seed always gives the same graph.
 */
public final class ShortestPathRandomGraphs {
    /** The {@code avoid} argument when no weight is reserved (only a matrix reserves a no-edge value). */
    public static final long NO_FORBIDDEN_WEIGHT = Long.MIN_VALUE;

    private ShortestPathRandomGraphs() {
    }

    /** m edges with weights in [minW, maxW]; parallel edges and self-loops may occur. */
    public static ShortestPathGraph multigraph(Random rnd, int n, int m, long minW, long maxW) {
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(n);
        for (int i = 0; i < m; i++) {
            b.edge(rnd.nextInt(n), rnd.nextInt(n), between(rnd, minW, maxW));
        }
        return b.build();
    }

    /** One edge for every ordered pair, self-loops included, weights in [minW, maxW]. */
    public static ShortestPathGraph complete(Random rnd, int n, long minW, long maxW) {
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(n);
        for (int u = 0; u < n; u++) {
            for (int v = 0; v < n; v++) {
                b.edge(u, v, between(rnd, minW, maxW));
            }
        }
        return b.build();
    }

    /** m distinct ordered pairs (u != v) with weights in [minW, maxW], never equal to {@code avoid}. */
    public static ShortestPathGraph simple(Random rnd, int n, int m, long minW, long maxW, long avoid) {
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(n);
        for (int[] p : distinctPairs(rnd, n, m)) {
            b.edge(p[0], p[1], weightAvoiding(rnd, minW, maxW, avoid));
        }
        return b.build();
    }

    /**
     * m distinct ordered pairs with weights, some negative, but no cycle of negative total weight:
     * each weight is a non-negative base in [0, maxBase] plus potential(v) - potential(u), so every
     * cycle weighs the sum of its bases. Weights never equal {@code avoid}.
     */
    public static ShortestPathGraph withoutNegativeCycles(Random rnd, int n, int m, long maxBase, long maxPotential,
            long avoid) {
        long[] potential = new long[n];
        for (int v = 0; v < n; v++) {
            potential[v] = between(rnd, -maxPotential, maxPotential);
        }
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(n);
        for (int[] p : distinctPairs(rnd, n, m)) {
            long w = between(rnd, 0, maxBase) + potential[p[1]] - potential[p[0]];
            b.edge(p[0], p[1], w == avoid ? w + 1 : w);
        }
        return b.build();
    }

    /**
     * A DAG on n vertices whose topological order is a random permutation (so vertex numbers say
     * nothing about the order), with m distinct edges, each from an earlier to a later vertex of
     * that order, weights in [minW, maxW].
     */
    public static ShortestPathGraph dag(Random rnd, int n, int m, long minW, long maxW) {
        List<Integer> order = shuffledVertices(rnd, n);
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(n);
        Set<Long> used = new HashSet<>();
        long possible = (long) n * (n - 1) / 2;
        if (m > possible) {
            throw new IllegalArgumentException(m + " edges do not fit in a DAG on " + n + " vertices");
        }
        while (used.size() < m) {
            int i = rnd.nextInt(n);
            int j = rnd.nextInt(n);
            if (i == j) {
                continue;
            }
            int from = order.get(Math.min(i, j));
            int to = order.get(Math.max(i, j));
            if (used.add((long) from * n + to)) {
                b.edge(from, to, between(rnd, minW, maxW));
            }
        }
        return b.build();
    }

    public static List<Integer> shuffledVertices(Random rnd, int n) {
        List<Integer> order = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            order.add(v);
        }
        Collections.shuffle(order, rnd);
        return order;
    }

    public static long between(Random rnd, long min, long max) {
        return min + (long) (rnd.nextDouble() * (max - min + 1));
    }

    private static long weightAvoiding(Random rnd, long minW, long maxW, long avoid) {
        long w;
        do {
            w = between(rnd, minW, maxW);
        } while (w == avoid);
        return w;
    }

    private static List<int[]> distinctPairs(Random rnd, int n, int m) {
        long possible = (long) n * (n - 1);
        if (m > possible) {
            throw new IllegalArgumentException(m + " distinct edges do not fit on " + n + " vertices");
        }
        List<int[]> pairs = new ArrayList<>();
        if (m * 2L > possible) {
            for (int u = 0; u < n; u++) {
                for (int v = 0; v < n; v++) {
                    if (u != v) {
                        pairs.add(new int[] {u, v});
                    }
                }
            }
            Collections.shuffle(pairs, rnd);
            return new ArrayList<>(pairs.subList(0, m));
        }
        Set<Long> used = new HashSet<>();
        while (pairs.size() < m) {
            int u = rnd.nextInt(n);
            int v = rnd.nextInt(n);
            if (u != v && used.add((long) u * n + v)) {
                pairs.add(new int[] {u, v});
            }
        }
        return pairs;
    }
}
