package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Hidden tests of articulation points, on the simple undirected graphs both prompts allow. Oracle:
 * the definition, not low-links: a vertex is a cut vertex exactly when the graph without it (and its
 * edges) has more connected components than the whole graph, counted by a union-find.
 */
public final class ArticulationPointsPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        for (ConnectivityUndirectedCases.Named c : ConnectivityUndirectedCases.simpleGraphs()) {
            tests.add(HiddenTest.function(c.name(), c.graph().args(representation), cutVertices(c.graph())));
        }
        return tests;
    }

    /** The cut vertices in ascending order. */
    static List<Object> cutVertices(ConnectivityGraph g) {
        int whole = componentsWithout(g, -1);
        List<Object> out = new ArrayList<>();
        for (int v = 0; v < g.n(); v++) {
            // the removed vertex stays behind as a singleton in the union-find, hence the - 1
            if (componentsWithout(g, v) - 1 > whole) {
                out.add((long) v);
            }
        }
        return out;
    }

    private static int componentsWithout(ConnectivityGraph g, int removed) {
        ConnectivityUnionFind uf = new ConnectivityUnionFind(g.n());
        for (int[] e : g.edges()) {
            if (e[0] != removed && e[1] != removed) {
                uf.union(e[0], e[1]);
            }
        }
        return uf.components();
    }
}
