package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests shared by the two all-pairs problems (Floyd-Warshall and Johnson), whose prompts make
 * the same promises: integer weights that may be negative, no self-loops, no parallel edges, no
 * negative cycle, 999 for "no edge" in the matrix (so never a weight); the result is the distance
 * matrix with positive infinity where unreachable. Each problem passes its own seed, so the random
 * graphs differ between them. Expected matrices from JGraphT (Floyd-Warshall and Johnson, which must
 * agree).
 */
final class ShortestPathAllPairsTests {
    private static final long NO_EDGE = 999;
    private static final long INT_MIN = Integer.MIN_VALUE;
    private static final long INT_MAX = Integer.MAX_VALUE;

    private ShortestPathAllPairsTests() {
    }

    static List<HiddenTest> tests(Representation representation, long seed) {
        List<HiddenTest> tests = new ArrayList<>();
        for (AllPairsCase c : cases(seed)) {
            List<Object> args = c.graph().graphArgs(representation, NO_EDGE, (a, b) -> {
                throw new IllegalArgumentException("the all-pairs prompts promise no parallel edges");
            });
            tests.add(HiddenTest.function(c.name(), args, expected(c)));
        }
        return tests;
    }

    private static List<Object> expected(AllPairsCase c) {
        if (c.graph().hasParallelEdgesOrSelfLoops()) {
            throw new IllegalStateException("case '" + c.name() + "' breaks the promise of no self-loops or parallel edges");
        }
        double[][] dist = ShortestPathOracle.allPairs(c.graph());
        List<Object> rows = new ArrayList<>();
        for (int i = 0; i < dist.length; i++) {
            if (dist[i][i] != 0) {
                throw new IllegalStateException("case '" + c.name() + "' has a negative cycle through " + i);
            }
            rows.add(Arrays.stream(dist[i]).boxed().map(Object.class::cast).toList());
        }
        return rows;
    }

    private record AllPairsCase(String name, ShortestPathGraph graph) {
    }

    private static List<AllPairsCase> cases(long seed) {
        List<AllPairsCase> cases = new ArrayList<>();
        cases.add(allPairs("empty graph: no vertices", ShortestPathGraph.builder(0).build()));
        cases.add(allPairs("single vertex", ShortestPathGraph.builder(1).build()));
        cases.add(allPairs("no edges: only the diagonal is reachable", ShortestPathGraph.builder(4).build()));
        cases.add(allPairs("negative edges without a negative cycle",
                ShortestPathGraph.builder(5).edge(0, 1, 3).edge(0, 2, 8).edge(0, 4, -4).edge(1, 3, 1).edge(1, 4, 7)
                        .edge(2, 1, 4).edge(3, 0, 2).edge(3, 2, -5).edge(4, 3, 6).build()));
        cases.add(allPairs("zero-weight cycle mixing negative and positive edges",
                ShortestPathGraph.builder(4).edge(0, 1, -3).edge(1, 2, 5).edge(2, 0, -2).edge(2, 3, 1).edge(3, 1, 0)
                        .build()));
        cases.add(allPairs("two components that cannot reach each other",
                ShortestPathGraph.builder(7).edge(0, 1, 2).edge(1, 2, -1).edge(2, 0, 4).edge(3, 4, 1).edge(4, 5, 1)
                        .edge(5, 6, -2).edge(6, 3, 5).build()));
        cases.add(allPairs("ties: a 4x4 grid of unit edges with many equal paths", ShortestPathGraph.unitGrid(4)));
        cases.add(allPairs("negative edges out of vertices that few can reach",
                ShortestPathGraph.builder(6).edge(0, 1, -7).edge(2, 1, -9).edge(3, 2, -998).edge(4, 3, -1000)
                        .edge(1, 5, 1).build()));
        cases.add(allPairs("path through vertices in scrambled order", scrambledPath(new Random(seed))));
        cases.add(allPairs("distances beyond 32-bit integers, both signs",
                ShortestPathGraph.builder(6).edge(0, 1, INT_MAX).edge(1, 2, INT_MAX).edge(2, 3, INT_MAX)
                        .edge(3, 0, INT_MIN).edge(3, 4, INT_MIN + 1).edge(4, 5, INT_MIN + 1).edge(5, 4, INT_MAX)
                        .build()));
        cases.add(allPairs("dense: all 90 ordered pairs of 10 vertices, some negative",
                ShortestPathRandomGraphs.withoutNegativeCycles(new Random(seed + 1), 10, 90, 30, 40, NO_EDGE)));
        cases.add(allPairs("random 80 vertices, 2500 edges, negative weights",
                ShortestPathRandomGraphs.withoutNegativeCycles(new Random(seed + 2), 80, 2500, 100, 500, NO_EDGE)));
        cases.add(allPairs("random sparse 60 vertices, 150 edges, negative weights, many unreachable pairs",
                ShortestPathRandomGraphs.withoutNegativeCycles(new Random(seed + 3), 60, 150, 50, 50, NO_EDGE)));
        cases.add(allPairs("random 40 vertices, every ordered pair an edge, weights 0..1000",
                ShortestPathRandomGraphs.simple(new Random(seed + 4), 40, 40 * 39, 0, 1000, NO_EDGE)));
        return cases;
    }

    private static AllPairsCase allPairs(String name, ShortestPathGraph graph) {
        return new AllPairsCase(name, graph);
    }

    /**
     * One negative path visiting 12 vertices in a random order, plus positive shortcuts: a
     * Floyd-Warshall with its loops in the wrong order misses paths whose inner vertices are not
     * visited in increasing number.
     */
    private static ShortestPathGraph scrambledPath(Random rnd) {
        List<Integer> order = ShortestPathRandomGraphs.shuffledVertices(rnd, 12);
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(12);
        for (int i = 0; i + 1 < order.size(); i++) {
            b.edge(order.get(i), order.get(i + 1), -1 - rnd.nextInt(5));
        }
        for (int i = 0; i + 4 < order.size(); i += 2) {
            b.edge(order.get(i), order.get(i + 4), 1);
        }
        return b.build();
    }
}
