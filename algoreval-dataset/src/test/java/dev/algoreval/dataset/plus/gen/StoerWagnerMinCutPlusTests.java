package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Stoer–Wagner's prompts promise a connected graph with positive weights and exactly one minimum
 * cut, so every graph here has at least two vertices and the oracle rejects a second minimum cut.
 * The result is [weight, side]; either side is right, so a checker validates the side against the
 * input (the expected side is the one without vertex 0).
 */
public final class StoerWagnerMinCutPlusTests implements PlusTestGenerator {
    private static final int LARGEST_MATRIX = 80;
    private static final long INT_MAX = Integer.MAX_VALUE;

    private record Case(String name, MstCutGraph graph) {
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            if (c.graph().fits(representation, LARGEST_MATRIX)) {
                MinCutOracle.Cut cut = MinCutOracle.uniqueCut(c.graph());
                tests.add(HiddenTest.function(c.name(), c.graph().args(representation),
                        List.of(cut.weight(), cut.side())));
            }
        }
        return tests;
    }

    private static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("two vertices joined by one edge", graph(2, 1, 0, 5)));
        cases.add(new Case("parallel edges between two vertices add up", graph(3, 0, 1, 3, 1, 0, 4, 1, 2, 9, 2, 1, 1)));
        cases.add(new Case("path of three vertices: the lighter edge is cut", graph(3, 0, 1, 4, 1, 2, 9)));
        cases.add(new Case("cycle: the two lightest edges are cut",
                graph(6, 0, 1, 5, 1, 2, 1, 2, 3, 6, 3, 4, 2, 4, 5, 7, 5, 0, 8)));
        cases.add(new Case("star: the lightest spoke is cut", graph(6, 0, 1, 4, 0, 2, 2, 0, 3, 7, 0, 4, 5, 0, 5, 9)));
        cases.add(new Case("a lightly attached vertex is cut off alone", lightlyAttachedVertex()));
        cases.add(new Case("two unit-weight cliques joined by two edges", twoUnitCliques()));
        cases.add(new Case("vertex 0 alone on its side", graph(5, 0, 1, 2, 0, 4, 1, 1, 2, 8, 2, 3, 9, 3, 4, 7, 1, 3, 6)));
        cases.add(new Case("complete graph on 8 vertices with random weights",
                MinCutGraphs.twoClusters(2101, 8, 0, 1.0, 100, 0, 1, 0)));
        cases.add(new Case("cut weight above the 32-bit range (heavy edges)", heavyClusters()));
        cases.add(new Case("random graph, 14 vertices, balanced cut",
                MinCutGraphs.twoClusters(2201, 7, 7, 0.7, 9, 3, 3, 0)));
        cases.add(new Case("random graph, 60 vertices, planted cut",
                MinCutGraphs.twoClusters(2301, 25, 35, 0.4, 10, 4, 3, 0)));
        cases.add(new Case("random graph, 80 vertices, light vertex cut off",
                MinCutGraphs.twoClusters(2401, 1, 79, 0.3, 10, 2, 4, 0)));
        cases.add(new Case("random multigraph with parallel edges, 100 vertices",
                MinCutGraphs.twoClusters(2501, 45, 55, 0.15, 6, 5, 4, 0.3)));
        cases.add(new Case("random sparse graph, 200 vertices, about 2000 edges",
                MinCutGraphs.twoClusters(2601, 90, 110, 0.08, 10, 6, 5, 0)));
        return cases;
    }

    private static MstCutGraph graph(int n, long... uvw) {
        List<MstCutGraph.Edge> edges = new ArrayList<>();
        for (int i = 0; i < uvw.length; i += 3) {
            edges.add(new MstCutGraph.Edge((int) uvw[i], (int) uvw[i + 1], uvw[i + 2]));
        }
        return new MstCutGraph(n, edges);
    }

    /** A 5-clique of weight-10 edges with vertex 5 hanging on edges of weight 3 and 4. */
    private static MstCutGraph lightlyAttachedVertex() {
        List<MstCutGraph.Edge> edges = new ArrayList<>();
        for (int u = 0; u < 5; u++) {
            for (int v = u + 1; v < 5; v++) {
                edges.add(new MstCutGraph.Edge(u, v, 10));
            }
        }
        edges.add(new MstCutGraph.Edge(5, 0, 3));
        edges.add(new MstCutGraph.Edge(2, 5, 4));
        return new MstCutGraph(6, edges);
    }

    /** Two 6-cliques of weight 1 (vertices 0..5 and 6..11) joined by 1-7 and 4-10: cut 2 below degree 5. */
    private static MstCutGraph twoUnitCliques() {
        List<MstCutGraph.Edge> edges = new ArrayList<>();
        for (int base : new int[] {0, 6}) {
            for (int u = 0; u < 6; u++) {
                for (int v = u + 1; v < 6; v++) {
                    edges.add(new MstCutGraph.Edge(base + u, base + v, 1));
                }
            }
        }
        edges.add(new MstCutGraph.Edge(1, 7, 1));
        edges.add(new MstCutGraph.Edge(10, 4, 1));
        return new MstCutGraph(12, edges);
    }

    /**
     * Two 5-cliques whose edges weigh nearly the 32-bit maximum, joined by three edges of about two
     * billion: the cut (about six billion) needs a 64-bit sum, as the long result type says.
     */
    private static MstCutGraph heavyClusters() {
        List<MstCutGraph.Edge> edges = new ArrayList<>();
        long w = INT_MAX;
        for (int base : new int[] {0, 5}) {
            for (int u = 0; u < 5; u++) {
                for (int v = u + 1; v < 5; v++) {
                    edges.add(new MstCutGraph.Edge(base + u, base + v, w--));
                }
            }
        }
        edges.add(new MstCutGraph.Edge(0, 5, 2_000_000_001L));
        edges.add(new MstCutGraph.Edge(3, 8, 2_000_000_003L));
        edges.add(new MstCutGraph.Edge(9, 1, 2_000_000_005L));
        return new MstCutGraph(10, edges);
    }
}
