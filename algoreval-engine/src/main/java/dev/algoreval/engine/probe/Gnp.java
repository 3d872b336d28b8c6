package dev.algoreval.engine.probe;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Erdős–Rényi G(n, p) graphs from a seeded {@link Random}: every pair (every ordered pair when
 * directed) is an edge independently with probability p. The pairs are walked with geometric skips
 * (the gap to the next edge is geometric), so a sparse graph costs O(n + E), not O(n²).
 *
 * <p>The probes hand the edges on in this pair order, as G(n, p) generators list them (networkx's,
 * which the paper's probe used, too). Shuffled, they timed the memory system rather than the
 * algorithm: a Python adjacency built from edges in random order is strewn over memory, and its
 * reading slowed with the size of the graph (DAG shortest paths on dense edge lists: k 3.1 shuffled,
 * 2.0 in order). Three probes still shuffle, for a reason of their own: Euler (in pair order the
 * adjacency lists would come sorted, and the smallest-first walk's sorting would cost nothing),
 * Bellman–Ford (edges in path order would let one pass settle the planted path) and Karger (the
 * pendant vertex's edge would always come last).
 */
public final class Gnp {
    private Gnp() {
    }

    /** The edges {u, v}, u &lt; v, of an undirected G(n, p), in the order of the pairs (u, then v). */
    public static List<int[]> undirected(int n, double p, Random random) {
        return edges(n, p, random, false);
    }

    /** The edges (u, v), u ≠ v, of a directed G(n, p). */
    public static List<int[]> directed(int n, double p, Random random) {
        return edges(n, p, random, true);
    }

    private static List<int[]> edges(int n, double p, Random random, boolean directed) {
        if (p < 0 || p > 1) {
            throw new IllegalArgumentException("p = " + p + " is not a probability");
        }
        List<int[]> edges = new ArrayList<>();
        if (p == 0 || n < 2) {
            return edges;
        }
        // Pairs are numbered 0..pairs-1: undirected (u, v) with u < v row by row; directed (u, v), v ≠ u.
        long perRow = directed ? n - 1 : 0;
        long pairs = directed ? (long) n * (n - 1) : (long) n * (n - 1) / 2;
        double logOfMiss = Math.log(1 - p);
        long next = -1;
        int u = 0;
        long rowStart = 0;
        long rowLength = directed ? perRow : n - 1;
        while (true) {
            next += p == 1 ? 1 : 1 + (long) Math.floor(Math.log(1 - random.nextDouble()) / logOfMiss);
            if (next >= pairs) {
                return edges;
            }
            while (next >= rowStart + rowLength) {
                rowStart += rowLength;
                u++;
                rowLength = directed ? perRow : n - 1 - u;
            }
            int offset = (int) (next - rowStart);
            int v = directed ? (offset < u ? offset : offset + 1) : u + 1 + offset;
            edges.add(new int[] {u, v});
        }
    }
}
