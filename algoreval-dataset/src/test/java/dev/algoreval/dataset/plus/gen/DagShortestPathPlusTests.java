package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jgrapht.alg.cycle.CycleDetector;

/**
 * Hidden tests for shortest paths in a DAG: integer weights that may be negative or zero (absolute
 * value below 10^6, since the matrix uses 1000000 for "no edge"), null for an unreachable vertex.
 * Vertex numbers are shuffled against the topological order. Expected distances from JGraphT's
 * Bellman-Ford; each graph is checked to be acyclic, as the prompt promises.
 */
public final class DagShortestPathPlusTests implements PlusTestGenerator {
    private static final long NO_EDGE = 1_000_000;
    private static final long MAX_WEIGHT = 999_999;

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
        if (new CycleDetector<>(c.graph().toJGraphT()).detectCycles()) {
            throw new IllegalStateException("case '" + c.name() + "' is not a DAG");
        }
        double[] dist = ShortestPathOracle.fromSource(c.graph(), c.source()).orElseThrow();
        List<Object> out = new ArrayList<>();
        for (double d : dist) {
            out.add(Double.isInfinite(d) ? null : ShortestPathOracle.asLong(d));
        }
        return out;
    }

    static List<ShortestPathCase> cases() {
        List<ShortestPathCase> cases = new ArrayList<>();
        cases.add(new ShortestPathCase("single vertex, no edges", ShortestPathGraph.builder(1).build(), 0));
        cases.add(new ShortestPathCase("no edges: every other vertex unreachable",
                ShortestPathGraph.builder(4).build(), 3));
        cases.add(new ShortestPathCase("negative weights: the longer path is the shorter",
                ShortestPathGraph.builder(5).edge(0, 4, 3).edge(0, 1, 2).edge(1, 2, -4).edge(2, 3, 1).edge(3, 4, -5)
                        .edge(1, 4, 0).build(), 0));
        cases.add(new ShortestPathCase("zero-weight edges",
                ShortestPathGraph.builder(5).edge(0, 1, 0).edge(1, 2, 0).edge(0, 2, 1).edge(2, 3, 0).edge(3, 4, 0)
                        .build(), 0));
        cases.add(new ShortestPathCase("source last in topological order: only itself reachable",
                ShortestPathGraph.builder(5).edge(0, 1, 1).edge(1, 2, -1).edge(0, 2, 4).edge(2, 4, 2)
                        .edge(3, 4, -7).build(), 4));
        cases.add(new ShortestPathCase("vertex numbers against the topological order",
                ShortestPathGraph.builder(6).edge(5, 4, 2).edge(5, 3, 6).edge(4, 3, -1).edge(4, 2, 4).edge(3, 1, 2)
                        .edge(2, 1, -3).edge(1, 0, 1).edge(3, 0, 5).build(), 5));
        cases.add(new ShortestPathCase("unreachable vertex with a very negative edge into reachable ones",
                ShortestPathGraph.builder(5).edge(1, 2, -MAX_WEIGHT).edge(0, 2, 5).edge(2, 3, 1).edge(1, 4, -MAX_WEIGHT)
                        .edge(4, 3, -MAX_WEIGHT).build(), 0));
        cases.add(new ShortestPathCase("parallel edges: the lightest of each pair counts",
                ShortestPathGraph.builder(4).edge(0, 1, 4).edge(0, 1, -1).edge(1, 2, 3).edge(1, 2, 2).edge(2, 3, 0)
                        .edge(2, 3, -6).build(), 0));
        cases.add(new ShortestPathCase("ties: a diamond lattice of equal paths", diamonds(6), 0));
        cases.add(limitChain("weights at the limit, +-999999, on an 80-vertex chain", new Random(3001), 80));
        cases.add(completeDag("dense: every edge of a shuffled order on 15 vertices", new Random(3002), 15));
        cases.add(fromFirstRoot("random DAG 80 vertices, 3000 edges, weights -1000..1000",
                ShortestPathRandomGraphs.dag(new Random(3004), 80, 3000, -1000, 1000)));
        cases.add(fromFirstRoot("random DAG 80 vertices, 400 edges, weights up to +-999999",
                ShortestPathRandomGraphs.dag(new Random(3005), 80, 400, -MAX_WEIGHT, MAX_WEIGHT)));
        cases.add(fromFirstRoot("random sparse DAG 60 vertices, 90 edges, part unreachable",
                ShortestPathRandomGraphs.dag(new Random(3006), 60, 90, -50, 50)));
        cases.add(longChain("chain of 3000 shuffled vertices, sums beyond 32-bit (lists only)", new Random(3007), 3000));
        return cases;
    }

    /** Layers of two vertices; each vertex of a layer leads to both of the next with weight 1. */
    private static ShortestPathGraph diamonds(int layers) {
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(1 + 2 * layers);
        b.edge(0, 1, 1).edge(0, 2, 1);
        for (int layer = 1; layer < layers; layer++) {
            for (int from = 2 * layer - 1; from <= 2 * layer; from++) {
                b.edge(from, 2 * layer + 1, 1).edge(from, 2 * layer + 2, 1);
            }
        }
        return b.build();
    }

    /** A chain in shuffled vertex order with weights of magnitude 999999 and sign at random, plus skips. */
    private static ShortestPathCase limitChain(String name, Random rnd, int n) {
        List<Integer> order = ShortestPathRandomGraphs.shuffledVertices(rnd, n);
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(n);
        for (int i = 0; i + 1 < n; i++) {
            b.edge(order.get(i), order.get(i + 1), rnd.nextBoolean() ? MAX_WEIGHT : -MAX_WEIGHT);
            if (i + 3 < n) {
                b.edge(order.get(i), order.get(i + 3), rnd.nextBoolean() ? MAX_WEIGHT : -MAX_WEIGHT);
            }
        }
        return new ShortestPathCase(name, b.build(), order.get(0));
    }

    /** The source is the lowest-numbered vertex without incoming edges, so that much of the graph is reachable. */
    private static ShortestPathCase fromFirstRoot(String name, ShortestPathGraph graph) {
        boolean[] hasIncoming = new boolean[graph.n()];
        graph.edges().forEach(e -> hasIncoming[e.to()] = true);
        int root = 0;
        while (hasIncoming[root]) {
            root++;
        }
        return new ShortestPathCase(name, graph, root);
    }

    private static ShortestPathCase completeDag(String name, Random rnd, int n) {
        List<Integer> order = ShortestPathRandomGraphs.shuffledVertices(rnd, n);
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(n);
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                b.edge(order.get(i), order.get(j), ShortestPathRandomGraphs.between(rnd, -20, 20));
            }
        }
        return new ShortestPathCase(name, b.build(), order.get(0));
    }

    /**
     * A Hamiltonian chain over shuffled vertex numbers with weights near -999999 (so the sums pass
     * -2^31 and a recursive topological sort goes 3000 calls deep), plus 1000 forward skip edges.
     */
    private static ShortestPathCase longChain(String name, Random rnd, int n) {
        List<Integer> order = ShortestPathRandomGraphs.shuffledVertices(rnd, n);
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(n);
        for (int i = 0; i + 1 < n; i++) {
            b.edge(order.get(i), order.get(i + 1), -MAX_WEIGHT + rnd.nextInt(1000));
        }
        for (int k = 0; k < 1000; k++) {
            int i = rnd.nextInt(n - 1);
            int j = i + 1 + rnd.nextInt(Math.min(50, n - 1 - i));
            b.edge(order.get(i), order.get(j), ShortestPathRandomGraphs.between(rnd, -MAX_WEIGHT, MAX_WEIGHT));
        }
        return new ShortestPathCase(name, b.build(), order.get(0));
    }
}
