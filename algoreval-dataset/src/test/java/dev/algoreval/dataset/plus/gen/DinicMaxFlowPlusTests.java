package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Hidden tests for Dinic's maximum flow: positive integer capacities, s != t, 0 for "no edge" in the
 * matrix (where parallel edges merge into one of their summed capacity, the same network for flow).
 * The result is the flow value as a long. Expected values from JGraphT (Edmonds-Karp and
 * push-relabel, which must agree).
 */
public final class DinicMaxFlowPlusTests implements PlusTestGenerator {
    private static final long NO_EDGE = 0;
    private static final long INT_MAX = Integer.MAX_VALUE;

    private record FlowCase(String name, ShortestPathGraph capacities, int s, int t) {
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        for (FlowCase c : cases()) {
            List<Object> args = new ArrayList<>(c.capacities().graphArgs(representation, NO_EDGE, Math::addExact));
            args.add((long) c.s());
            args.add((long) c.t());
            if (representation == Representation.ADJ_MATRIX) {
                requireIntCapacities(c.name(), args.get(0));
            }
            tests.add(HiddenTest.function(c.name(), args, MaxFlowOracle.maxFlow(c.capacities(), c.s(), c.t())));
        }
        return tests;
    }

    /** Summed parallel capacities must still fit the matrix's int cells. */
    private static void requireIntCapacities(String name, Object matrix) {
        for (Object row : (List<?>) matrix) {
            for (Object cell : (List<?>) row) {
                if ((Long) cell > INT_MAX) {
                    throw new IllegalStateException("case '" + name + "': merged capacity " + cell + " exceeds int");
                }
            }
        }
    }

    private static List<FlowCase> cases() {
        List<FlowCase> cases = new ArrayList<>();
        cases.add(new FlowCase("two vertices, one edge", ShortestPathGraph.builder(2).edge(0, 1, 5).build(), 0, 1));
        cases.add(new FlowCase("two vertices, no edge: flow 0", ShortestPathGraph.builder(2).build(), 0, 1));
        cases.add(new FlowCase("sink unreachable: every edge leads away from it",
                ShortestPathGraph.builder(4).edge(0, 1, 3).edge(1, 2, 3).edge(3, 0, 9).edge(3, 2, 4).build(), 0, 3));
        cases.add(new FlowCase("source numbered after the sink",
                ShortestPathGraph.builder(5).edge(4, 3, 7).edge(3, 2, 4).edge(2, 0, 5).edge(3, 1, 6).edge(1, 0, 2)
                        .edge(4, 1, 1).build(), 4, 0));
        cases.add(new FlowCase("parallel edges add their capacities",
                ShortestPathGraph.builder(3).edge(0, 1, 4).edge(0, 1, 6).edge(0, 1, 1).edge(1, 2, 3).edge(1, 2, 5)
                        .build(), 0, 2));
        cases.add(new FlowCase("antiparallel edges between the same pairs",
                ShortestPathGraph.builder(4).edge(0, 1, 10).edge(1, 0, 5).edge(1, 2, 7).edge(2, 1, 3).edge(0, 2, 1)
                        .edge(2, 3, 20).edge(3, 2, 20).edge(1, 3, 2).build(), 0, 3));
        cases.add(new FlowCase("self-loops carry no flow",
                ShortestPathGraph.builder(4).edge(0, 0, 9).edge(0, 1, 4).edge(1, 1, 9).edge(1, 2, 3).edge(2, 2, 1)
                        .edge(2, 3, 8).edge(3, 3, 9).build(), 0, 3));
        cases.add(new FlowCase("a first path that must be undone through a reverse edge",
                ShortestPathGraph.builder(4).edge(0, 1, 1).edge(1, 2, 1).edge(1, 3, 1).edge(0, 2, 1).edge(2, 3, 1)
                        .build(), 0, 3));
        cases.add(new FlowCase("capacity-blind augmenting paths would take 2^31 rounds", blindTrap(), 0, 3));
        cases.add(new FlowCase("four paths of capacity 2^31-1: the flow needs 64 bits", wideParallelPaths(4), 0, 9));
        cases.add(new FlowCase("unit capacities, bipartite: a maximum matching",
                unitBipartite(new Random(6001), 8, 8, 20), 0, 17));
        cases.add(new FlowCase("paths of lengths 2 to 9 (one blocking-flow phase each)", layeredPaths(8), 0, 1));
        cases.add(new FlowCase("dense: all ordered pairs of 12 vertices, self-loops included",
                ShortestPathRandomGraphs.complete(new Random(6002), 12, 1, 100), 0, 11));
        cases.add(new FlowCase("random 80 vertices, 3000 edges, capacities up to 10^6",
                ShortestPathRandomGraphs.multigraph(new Random(6003), 80, 3000, 1, 1_000_000), 0, 79));
        cases.add(new FlowCase("random 80 vertices, 1500 edges, capacities 1..10 (many ties)",
                ShortestPathRandomGraphs.multigraph(new Random(6004), 80, 1500, 1, 10), 3, 41));
        cases.add(new FlowCase("random 60 vertices, 600 distinct edges, capacities up to 10^9",
                ShortestPathRandomGraphs.simple(new Random(6005), 60, 600, 1, 1_000_000_000,
                        ShortestPathRandomGraphs.NO_FORBIDDEN_WEIGHT), 59, 0));
        return cases;
    }

    /**
     * s -> a, s -> b, a -> t, b -> t of capacity 2^30 and a -> b of capacity 1: a search that
     * keeps choosing paths through the middle edge moves one unit per round.
     */
    private static ShortestPathGraph blindTrap() {
        long big = 1L << 30;
        return ShortestPathGraph.builder(4).edge(0, 1, big).edge(1, 2, 1).edge(0, 2, big).edge(1, 3, big)
                .edge(2, 3, big).build();
    }

    /** k two-edge paths s -> v -> t, each edge of capacity 2^31-1, plus a chain joining the middles. */
    private static ShortestPathGraph wideParallelPaths(int k) {
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(10);
        for (int v = 1; v <= k; v++) {
            b.edge(0, v, INT_MAX).edge(v, 9, INT_MAX);
            if (v < k) {
                b.edge(v, v + 1, INT_MAX);
            }
        }
        return b.build();
    }

    /** s = 0, left 1..l, right l+1..l+r, t = l+r+1; all capacities 1. */
    private static ShortestPathGraph unitBipartite(Random rnd, int left, int right, int edges) {
        int t = left + right + 1;
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(t + 1);
        for (int u = 1; u <= left; u++) {
            b.edge(0, u, 1);
        }
        for (int v = left + 1; v <= left + right; v++) {
            b.edge(v, t, 1);
        }
        Set<Integer> used = new HashSet<>();
        while (used.size() < edges) {
            int u = 1 + rnd.nextInt(left);
            int v = left + 1 + rnd.nextInt(right);
            if (used.add(u * t + v)) {
                b.edge(u, v, 1);
            }
        }
        return b.build();
    }

    /** Disjoint s-t paths with 1, 2, ..., k inner vertices and capacities 3, 4, ...; s = 0, t = 1. */
    private static ShortestPathGraph layeredPaths(int k) {
        int n = 2 + k * (k + 1) / 2;
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(n);
        int next = 2;
        for (int length = 1; length <= k; length++) {
            int previous = 0;
            for (int i = 0; i < length; i++) {
                b.edge(previous, next, length + 2);
                previous = next++;
            }
            b.edge(previous, 1, length + 2);
        }
        return b.build();
    }
}
