package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;

/**
 * The hidden tests of Kruskal's, Prim's and Borůvka's minimum spanning tree: one set of graphs,
 * each encoded in every representation that can hold it. All prompts promise a connected graph
 * with exactly one minimum spanning tree, so there is no empty or disconnected graph here, and
 * equal weights appear only where they cannot make a second tree. Prim's and Borůvka's prompts
 * promise positive weights; Kruskal's allows any integer, so only it gets zero and negative ones.
 */
final class MstPlusCases {
    static final int LARGEST_MATRIX = 80;
    private static final long INT_MAX = Integer.MAX_VALUE;

    private record Case(String name, MstCutGraph graph) {
    }

    private MstPlusCases() {
    }

    static List<HiddenTest> tests(Representation representation, boolean nonPositiveWeights) {
        List<HiddenTest> tests = new ArrayList<>();
        for (Case c : cases(nonPositiveWeights)) {
            if (c.graph().fits(representation, LARGEST_MATRIX)) {
                tests.add(HiddenTest.function(c.name(), c.graph().args(representation),
                        MstUniqueTreeOracle.tree(c.graph())));
            }
        }
        return tests;
    }

    private static List<Case> cases(boolean nonPositiveWeights) {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("single vertex, no edges", graph(1)));
        cases.add(new Case("two vertices joined by one edge", graph(2, 0, 1, 7)));
        cases.add(new Case("parallel edges of different weights between two vertices",
                graph(2, 0, 1, 9, 1, 0, 4, 0, 1, 6)));
        cases.add(new Case("self-loop lighter than every real edge",
                graph(3, 1, 1, 1, 0, 1, 5, 1, 2, 3, 2, 2, 2, 0, 2, 8)));
        cases.add(new Case("the graph is already a tree (a path listed out of order)",
                graph(6, 3, 4, 8, 0, 1, 2, 4, 5, 1, 1, 2, 9, 2, 3, 5)));
        cases.add(new Case("cycle of equal weights except one heavier edge",
                graph(6, 0, 1, 3, 1, 2, 3, 2, 3, 3, 3, 4, 9, 4, 5, 3, 5, 0, 3)));
        cases.add(new Case("star of equal-weight spokes with heavier chords between the leaves",
                graph(7, 0, 1, 2, 0, 2, 2, 0, 3, 2, 0, 4, 2, 0, 5, 2, 0, 6, 2,
                        1, 2, 3, 2, 3, 3, 3, 4, 3, 4, 5, 3, 5, 6, 3, 6, 1, 3, 1, 4, 4)));
        cases.add(new Case("a pendant vertex whose only edge is the heaviest in the graph",
                graph(5, 0, 1, 1, 1, 2, 2, 2, 0, 3, 2, 3, 1, 3, 0, 4, 3, 4, 50)));
        cases.add(new Case("two dense clusters joined only by a heavy bridge", twoClustersWithBridge()));
        cases.add(new Case("complete graph on 12 vertices with distinct weights", completeDistinct(12, 1201)));
        cases.add(new Case("weights close to the 32-bit maximum",
                MstPlantedTreeGraphs.random(1301, 20, 40, INT_MAX - 600, INT_MAX - 300, 299, false)));
        if (nonPositiveWeights) {
            cases.add(new Case("zero and negative weights",
                    MstPlantedTreeGraphs.random(1401, 40, 100, -20, 5, 6, false)));
            cases.add(new Case("all weights negative", graph(4, 0, 1, -5, 1, 2, -7, 2, 3, -1, 3, 0, -2, 0, 2, -3)));
            // A comparator that subtracts weights (a.w - b.w) overflows on these and sorts them wrongly.
            cases.add(new Case("weights of both signs near the 32-bit limits",
                    graph(5, 0, 1, -2147483000, 1, 2, 2147483000, 2, 3, -2147482000, 3, 4, 2147482000,
                            4, 0, 1000, 0, 2, 2147483600, 1, 3, -5, 2, 4, 7)));
        }
        cases.add(new Case("many equal weights on a 30-vertex graph",
                MstPlantedTreeGraphs.random(1501, 30, 120, 1, 3, 2, false)));
        cases.add(new Case("random sparse graph, 40 vertices, 80 edges",
                MstPlantedTreeGraphs.random(1601, 40, 41, 1, 30, 10, false)));
        cases.add(new Case("random dense graph, 80 vertices, 1900 edges",
                MstPlantedTreeGraphs.random(1701, LARGEST_MATRIX, 1821, 1, 50, 40, false)));
        cases.add(new Case("random multigraph with parallel edges, 300 vertices, 1500 edges",
                MstPlantedTreeGraphs.random(1801, 300, 1201, 1, 100, 20, true)));
        cases.add(new Case("random sparse graph, 1000 vertices, 3000 edges",
                MstPlantedTreeGraphs.random(1901, 1000, 2001, 1, 1000, 500, false)));
        return cases;
    }

    /** A graph from (u, v, w) triples. */
    private static MstCutGraph graph(int n, long... uvw) {
        List<MstCutGraph.Edge> edges = new ArrayList<>();
        for (int i = 0; i < uvw.length; i += 3) {
            edges.add(new MstCutGraph.Edge((int) uvw[i], (int) uvw[i + 1], uvw[i + 2]));
        }
        return new MstCutGraph(n, edges);
    }

    private static MstCutGraph completeDistinct(int n, long seed) {
        List<Long> weights = new ArrayList<>();
        for (long w = 1; w <= (long) n * (n - 1) / 2; w++) {
            weights.add(w);
        }
        java.util.Collections.shuffle(weights, new java.util.Random(seed));
        List<MstCutGraph.Edge> edges = new ArrayList<>();
        int next = 0;
        for (int u = 0; u < n; u++) {
            for (int v = u + 1; v < n; v++) {
                edges.add(new MstCutGraph.Edge(v, u, weights.get(next++)));
            }
        }
        return new MstCutGraph(n, edges);
    }

    /** Two 6-vertex complete graphs with distinct light weights (1..30), vertex 2 joined to vertex 9 by weight 100. */
    private static MstCutGraph twoClustersWithBridge() {
        MstCutGraph left = completeDistinct(6, 1101);
        List<MstCutGraph.Edge> edges = new ArrayList<>(left.edges());
        for (MstCutGraph.Edge e : completeDistinct(6, 1102).edges()) {
            edges.add(new MstCutGraph.Edge(e.u() + 6, e.v() + 6, e.w() + 15));
        }
        edges.add(new MstCutGraph.Edge(9, 2, 100));
        return new MstCutGraph(12, edges);
    }
}
