package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests for Dijkstra: non-negative integer weights (zero included), -1 for an unreachable
 * vertex, -1 for "no edge" in the matrix. Expected distances from JGraphT (Bellman-Ford, checked
 * against its Dijkstra).
 */
public final class DijkstraPlusTests implements PlusTestGenerator {
    private static final long NO_EDGE = -1;
    private static final long UNREACHABLE = -1;
    private static final long INT_MAX = Integer.MAX_VALUE;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        for (ShortestPathCase c : cases()) {
            if (!c.appliesTo(representation)) {
                continue;
            }
            List<Object> args = new ArrayList<>(c.graph().graphArgs(representation, NO_EDGE, Math::min));
            args.add((long) c.source());
            tests.add(HiddenTest.function(c.name(), args, expected(c)));
        }
        return tests;
    }

    private static List<Object> expected(ShortestPathCase c) {
        double[] dist = ShortestPathOracle.fromSource(c.graph(), c.source()).orElseThrow();
        List<Object> out = new ArrayList<>();
        for (double d : dist) {
            out.add(Double.isInfinite(d) ? UNREACHABLE : ShortestPathOracle.asLong(d));
        }
        return out;
    }

    static List<ShortestPathCase> cases() {
        List<ShortestPathCase> cases = new ArrayList<>();
        cases.add(new ShortestPathCase("single vertex, no edges", ShortestPathGraph.builder(1).build(), 0));
        cases.add(new ShortestPathCase("single vertex with a self-loop",
                ShortestPathGraph.builder(1).edge(0, 0, 5).build(), 0));
        cases.add(new ShortestPathCase("no edges: every other vertex unreachable",
                ShortestPathGraph.builder(5).build(), 2));
        cases.add(new ShortestPathCase("source is a sink: edges only lead into it",
                ShortestPathGraph.builder(4).edge(0, 3, 1).edge(1, 3, 2).edge(2, 3, 3).edge(0, 1, 4).build(), 3));
        cases.add(new ShortestPathCase("zero-weight edges and zero-weight cycles",
                ShortestPathGraph.builder(6).edge(0, 1, 0).edge(1, 2, 0).edge(2, 0, 0).edge(2, 3, 5)
                        .edge(1, 3, 7).edge(3, 4, 0).edge(4, 3, 0).edge(4, 5, 0).build(), 0));
        cases.add(new ShortestPathCase("parallel edges: the lightest of each pair counts",
                ShortestPathGraph.builder(4).edge(0, 1, 9).edge(0, 1, 2).edge(0, 1, 5).edge(1, 2, 3).edge(1, 2, 3)
                        .edge(2, 3, 1).edge(2, 3, 0).edge(0, 3, 10).build(), 0));
        cases.add(new ShortestPathCase("self-loops on the way never shorten a path",
                ShortestPathGraph.builder(4).edge(0, 0, 1).edge(0, 1, 4).edge(1, 1, 0).edge(1, 2, 2).edge(2, 2, 7)
                        .edge(2, 3, 1).edge(3, 0, 0).build(), 0));
        cases.add(new ShortestPathCase("ties: a 5x5 grid of unit edges with many equal paths",
                ShortestPathGraph.unitGrid(5), 0));
        cases.add(new ShortestPathCase("many cheap hops beat a short expensive route", cheapHops(), 0));
        cases.add(new ShortestPathCase("disconnected graph, source in the second component",
                ShortestPathGraph.builder(9).edge(0, 1, 1).edge(1, 2, 1).edge(2, 0, 1).edge(3, 4, 2).edge(5, 6, 3)
                        .edge(6, 7, 4).edge(7, 5, 1).edge(5, 8, 10).edge(6, 8, 2).edge(8, 0, 0).edge(4, 5, 1)
                        .build(), 5));
        cases.add(new ShortestPathCase("one vertex improved thirty times (decrease-key)", decreaseKey(30), 0));
        cases.add(new ShortestPathCase("distances beyond 32-bit integers", beyondInt(), 0));
        Random rnd = new Random(20261203L);
        cases.add(new ShortestPathCase("dense: all 144 ordered pairs of 12 vertices, self-loops included",
                ShortestPathRandomGraphs.complete(rnd, 12, 0, 50), 7));
        cases.add(new ShortestPathCase("random 80 vertices, 3000 edges, weights 0..20 (many ties)",
                ShortestPathRandomGraphs.multigraph(new Random(1001), 80, 3000, 0, 20), 0));
        cases.add(new ShortestPathCase("random 80 vertices, 800 edges, weights up to 10^6",
                ShortestPathRandomGraphs.multigraph(new Random(1002), 80, 800, 0, 1_000_000), 13));
        cases.add(new ShortestPathCase("random sparse 70 vertices, 110 edges, part unreachable",
                ShortestPathRandomGraphs.multigraph(new Random(1003), 70, 110, 0, 1000), 4));
        cases.add(new ShortestPathCase("random 2000 vertices, 3000 edges, weights up to 2^31-1 (lists only)",
                ShortestPathRandomGraphs.multigraph(new Random(1004), 2000, 3000, 0, INT_MAX), 0));
        return cases;
    }

    /** A chain of ten unit edges next to direct edges from the source that are each a little longer. */
    private static ShortestPathGraph cheapHops() {
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(11);
        for (int v = 0; v < 10; v++) {
            b.edge(v, v + 1, 1);
        }
        for (int v = 2; v <= 10; v++) {
            b.edge(0, v, v + 1);
        }
        return b.edge(0, 10, 100).build();
    }

    /**
     * Vertices 1..k hang off the source at distances 1..k, and vertex i reaches the target k+1 with
     * weight 100 - 2i: each settled vertex lowers the target's distance once more, and the target
     * leads on to a short chain so that stale queue entries have work behind them.
     */
    private static ShortestPathGraph decreaseKey(int k) {
        int target = k + 1;
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(k + 5);
        for (int i = 1; i <= k; i++) {
            b.edge(0, i, i).edge(i, target, 100 - 2L * i);
        }
        for (int v = target; v < k + 4; v++) {
            b.edge(v, v + 1, 1);
        }
        return b.build();
    }

    /** A chain of edges of weight 2^31-1 (plus a slightly cheaper bypass), whose sums need 64 bits. */
    private static ShortestPathGraph beyondInt() {
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(10);
        for (int v = 0; v < 9; v++) {
            b.edge(v, v + 1, INT_MAX);
        }
        return b.edge(0, 5, INT_MAX - 1).edge(5, 9, INT_MAX).build();
    }
}
