package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Hopcroft–Karp returns only the matching's size, so results compare exactly. The class-API
 * variant (edge_list) adds the edges one by one with 1-based indices and then asks for the size.
 */
public final class HopcroftKarpPlusTests implements PlusTestGenerator {
    private static final int LARGEST_INCIDENCE_MATRIX = 20_000;
    private static final String NO_VERTICES = "no vertices at all";

    private record Case(String name, MatchingBipartiteGraph graph) {
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            // With no vertices the incidence matrix has no rows, so its edge count E is not given at all.
            boolean incidenceDefined = c.graph().fitsIncidenceMatrix(LARGEST_INCIDENCE_MATRIX)
                    && !c.name().equals(NO_VERTICES);
            if (representation != Representation.INCIDENCE_MATRIX || incidenceDefined) {
                tests.add(c.graph().test(c.name(), representation));
            }
        }
        return tests;
    }

    private static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case(NO_VERTICES, MatchingBipartiteGraph.of(0, 0)));
        cases.add(new Case("no left vertices", MatchingBipartiteGraph.of(0, 3)));
        cases.add(new Case("vertices but no edges", MatchingBipartiteGraph.of(3, 2)));
        cases.add(new Case("one edge", MatchingBipartiteGraph.of(1, 1, 0, 0)));
        cases.add(new Case("duplicate edges count once", MatchingBipartiteGraph.of(2, 2, 0, 0, 0, 0, 1, 0, 0, 0)));
        cases.add(new Case("one left vertex joined to every right vertex", MatchingBipartiteGraph.of(1, 5,
                0, 0, 0, 1, 0, 2, 0, 3, 0, 4)));
        cases.add(new Case("every left vertex joined to the same right vertex", MatchingBipartiteGraph.of(5, 3,
                0, 1, 1, 1, 2, 1, 3, 1, 4, 1)));
        cases.add(new Case("complete bipartite graph K(4,6)", complete(4, 6)));
        cases.add(new Case("Hall's condition fails: four left vertices share two right ones",
                MatchingBipartiteGraph.of(6, 6, 0, 0, 0, 1, 1, 0, 1, 1, 2, 0, 2, 1, 3, 1, 3, 0,
                        4, 2, 4, 3, 5, 4, 5, 5, 4, 5)));
        cases.add(new Case("components and isolated vertices on both sides", MatchingBipartiteGraph.of(7, 6,
                0, 0, 1, 0, 1, 1, 3, 3, 4, 3, 4, 4, 5, 4, 6, 5)));
        cases.add(new Case("a greedy first choice forces a 99-edge augmenting path", staircase(50)));
        cases.add(new Case("random graph, 20 + 20 vertices, 200 edges", MatchingBipartiteGraph.random(4101, 20, 20, 200)));
        cases.add(new Case("random sparse graph, 25 + 30 vertices, 60 edges",
                MatchingBipartiteGraph.random(4201, 25, 30, 60)));
        cases.add(new Case("random sparse graph, 300 + 300 vertices, 900 edges",
                MatchingBipartiteGraph.random(4301, 300, 300, 900)));
        cases.add(new Case("random graph, 500 + 400 vertices, 3000 edges",
                MatchingBipartiteGraph.random(4401, 500, 400, 3000)));
        return cases;
    }

    private static MatchingBipartiteGraph complete(int m, int n) {
        List<int[]> edges = new ArrayList<>();
        for (int l = 0; l < m; l++) {
            for (int r = 0; r < n; r++) {
                edges.add(new int[] {l, r});
            }
        }
        return new MatchingBipartiteGraph(m, n, edges);
    }

    /**
     * Left i is joined to right i + 1 (listed first) and to right i; the last left vertex only to
     * right k - 1. Taking first choices pairs i with i + 1, so the last left vertex can only be
     * matched by an augmenting path through the whole chain down to right 0.
     */
    private static MatchingBipartiteGraph staircase(int k) {
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i < k - 1; i++) {
            edges.add(new int[] {i, i + 1});
            edges.add(new int[] {i, i});
        }
        edges.add(new int[] {k - 1, k - 1});
        return new MatchingBipartiteGraph(k, k, edges);
    }
}
