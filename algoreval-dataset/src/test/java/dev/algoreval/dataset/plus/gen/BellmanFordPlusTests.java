package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Hidden tests for Bellman-Ford (edge list only): integer weights that may be negative; null when a
 * negative cycle can be reached from the source (an unreachable one does not count), otherwise the
 * distances with positive infinity for unreachable vertices. Expected results from JGraphT's
 * Bellman-Ford, which reports only negative cycles reachable from the source.
 */
public final class BellmanFordPlusTests implements PlusTestGenerator {
    private static final long INT_MIN = Integer.MIN_VALUE;
    private static final long INT_MAX = Integer.MAX_VALUE;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        for (ShortestPathCase c : cases()) {
            List<Object> args = new ArrayList<>(c.graph().graphArgs(representation, 0, Math::min));
            args.add((long) c.source());
            tests.add(HiddenTest.function(c.name(), args, expected(c)));
        }
        return tests;
    }

    private static Object expected(ShortestPathCase c) {
        Optional<double[]> dist = ShortestPathOracle.fromSource(c.graph(), c.source());
        boolean namedCycle = c.name().contains("reachable negative");
        if (dist.isEmpty() != namedCycle) {
            throw new IllegalStateException("case '" + c.name() + "' should " + (namedCycle ? "" : "not ")
                    + "have a negative cycle reachable from its source");
        }
        return dist.map(d -> Arrays.stream(d).boxed().map(Object.class::cast).toList()).orElse(null);
    }

    static List<ShortestPathCase> cases() {
        List<ShortestPathCase> cases = new ArrayList<>();
        cases.add(new ShortestPathCase("single vertex, no edges", ShortestPathGraph.builder(1).build(), 0));
        cases.add(new ShortestPathCase("no edges: every other vertex unreachable",
                ShortestPathGraph.builder(4).build(), 1));
        cases.add(new ShortestPathCase("negative edges without a negative cycle",
                ShortestPathGraph.builder(5).edge(0, 1, 6).edge(0, 2, 7).edge(1, 2, 8).edge(1, 3, 5).edge(1, 4, -4)
                        .edge(2, 3, -3).edge(2, 4, 9).edge(3, 1, -2).edge(4, 0, 2).edge(4, 3, 7).build(), 0));
        cases.add(new ShortestPathCase("reachable negative cycle of three vertices",
                ShortestPathGraph.builder(5).edge(0, 1, 1).edge(1, 2, 2).edge(2, 3, -4).edge(3, 1, 1).edge(3, 4, 5)
                        .build(), 0));
        cases.add(new ShortestPathCase("negative cycle that the source cannot reach does not count",
                ShortestPathGraph.builder(6).edge(0, 1, 3).edge(1, 2, -1).edge(3, 4, -5).edge(4, 3, 1)
                        .edge(4, 0, 2).edge(5, 5, -1).edge(3, 2, -10).build(), 0));
        cases.add(new ShortestPathCase("reachable negative self-loop",
                ShortestPathGraph.builder(3).edge(0, 1, 4).edge(1, 1, -1).edge(1, 2, 4).build(), 0));
        cases.add(new ShortestPathCase("source in the middle: earlier vertices unreachable",
                ShortestPathGraph.builder(6).edge(0, 1, -3).edge(1, 2, -3).edge(2, 3, 4).edge(3, 4, -6)
                        .edge(4, 5, 1).edge(2, 5, 0).edge(0, 5, -100).build(), 2));
        cases.add(new ShortestPathCase("zero-weight edges and a zero-weight cycle",
                ShortestPathGraph.builder(5).edge(0, 1, 0).edge(1, 2, -2).edge(2, 1, 2).edge(2, 3, 0)
                        .edge(3, 4, 0).edge(4, 2, 0).build(), 0));
        cases.add(new ShortestPathCase("parallel edges with negative weights",
                ShortestPathGraph.builder(4).edge(0, 1, 5).edge(0, 1, -2).edge(1, 2, 3).edge(1, 2, -7)
                        .edge(2, 3, 0).edge(2, 3, 1).edge(0, 3, -8).build(), 0));
        cases.add(new ShortestPathCase("chain of 120 negative edges listed against the path (needs every pass)",
                reversedChain(120, false), 0));
        cases.add(new ShortestPathCase("reachable negative cycle only after every pass over a reversed chain",
                reversedChain(120, true), 0));
        cases.add(new ShortestPathCase("distances beyond 32-bit integers, both signs",
                ShortestPathGraph.builder(8).edge(0, 1, INT_MIN).edge(1, 2, INT_MIN).edge(2, 3, INT_MIN)
                        .edge(0, 4, INT_MAX).edge(4, 5, INT_MAX).edge(5, 6, INT_MAX).edge(6, 7, INT_MAX)
                        .edge(3, 7, 1).build(), 0));
        cases.add(new ShortestPathCase("random 80 vertices, 2000 edges, negative weights, no negative cycle",
                ShortestPathRandomGraphs.withoutNegativeCycles(new Random(2001), 80, 2000, 50, 400, ShortestPathRandomGraphs.NO_FORBIDDEN_WEIGHT), 0));
        cases.add(new ShortestPathCase("random 80 vertices, 1500 edges with one planted reachable negative cycle",
                plantedCycle(new Random(2002)), 0));
        cases.add(new ShortestPathCase("random graph with a negative cycle only in the part the source cannot reach",
                unreachableCycle(new Random(2003)), 3));
        cases.add(new ShortestPathCase("random 1000 vertices, 3000 edges, negative weights, no negative cycle",
                ShortestPathRandomGraphs.withoutNegativeCycles(new Random(2004), 1000, 3000, 1000, 100_000, ShortestPathRandomGraphs.NO_FORBIDDEN_WEIGHT), 17));
        return cases;
    }

    /**
     * The path 0 -> 1 -> ... -> n-1 with weights -1, -2, ... listed last edge first, so each pass in
     * list order settles only one more vertex; with {@code closeCycle} the last vertex leads back to
     * the path's middle through an edge that makes that loop negative.
     */
    private static ShortestPathGraph reversedChain(int n, boolean closeCycle) {
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(n);
        for (int v = n - 2; v >= 0; v--) {
            b.edge(v, v + 1, -(v % 7) - 1);
        }
        if (closeCycle) {
            long loop = 0;
            for (int v = n / 2; v < n - 1; v++) {
                loop += -(v % 7) - 1;
            }
            b.edge(n - 1, n / 2, -loop - 1);
        }
        return b.build();
    }

    private static ShortestPathGraph plantedCycle(Random rnd) {
        ShortestPathGraph base = ShortestPathRandomGraphs.withoutNegativeCycles(rnd, 80, 1500, 40, 300, ShortestPathRandomGraphs.NO_FORBIDDEN_WEIGHT);
        List<Integer> ring = ShortestPathRandomGraphs.shuffledVertices(rnd, 80).subList(0, 6);
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(80).edges(base.edges());
        for (int i = 0; i < ring.size(); i++) {
            b.edge(ring.get(i), ring.get((i + 1) % ring.size()), i == 0 ? -2000 : 10);
        }
        return b.edge(0, ring.get(0), 7).build();
    }

    /**
     * Vertices 0..39 form a graph without negative cycles; vertices 40..59 have a negative cycle and
     * edges into the first part, none out of it, so the cycle is unreachable from a source below 40.
     */
    private static ShortestPathGraph unreachableCycle(Random rnd) {
        ShortestPathGraph reachable = ShortestPathRandomGraphs.withoutNegativeCycles(rnd, 40, 400, 30, 200, ShortestPathRandomGraphs.NO_FORBIDDEN_WEIGHT);
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(60).edges(reachable.edges());
        for (int v = 40; v < 60; v++) {
            b.edge(v, v == 59 ? 40 : v + 1, -3);
            b.edge(v, rnd.nextInt(40), -1000 + rnd.nextInt(50));
        }
        return b.build();
    }
}
