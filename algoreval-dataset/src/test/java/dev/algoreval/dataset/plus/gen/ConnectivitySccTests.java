package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.JsonValues;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.GabowStrongConnectivityInspector;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DirectedPseudograph;

/**
 * The hidden tests of a strongly-connected-components variant. Oracle: JGraphT's Kosaraju inspector on
 * a pseudograph (self-loops and parallel edges kept), insisted to agree with JGraphT's Gabow inspector.
 * The expected result is in the canonical form the comparison ({@code [each-sorted, sorted]}) makes.
 */
abstract class ConnectivitySccTests implements PlusTestGenerator {
    /** The largest random graph for list variants; matrices stay at 80 vertices to keep files small. */
    private final int largestListGraph;

    ConnectivitySccTests(int largestListGraph) {
        this.largestListGraph = largestListGraph;
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        int largest = representation == Representation.ADJ_MATRIX ? 80 : largestListGraph;
        List<HiddenTest> tests = new ArrayList<>();
        for (ConnectivityUndirectedCases.Named c : ConnectivityDirectedCases.sccGraphs(representation, largest)) {
            tests.add(HiddenTest.function(c.name(), c.graph().args(representation), components(c.graph())));
        }
        return tests;
    }

    static List<Object> components(ConnectivityGraph g) {
        Graph<Integer, DefaultEdge> graph = new DirectedPseudograph<>(DefaultEdge.class);
        for (int v = 0; v < g.n(); v++) {
            graph.addVertex(v);
        }
        for (int[] e : g.edges()) {
            graph.addEdge(e[0], e[1]);
        }
        List<Object> kosaraju = canonical(new KosarajuStrongConnectivityInspector<>(graph).stronglyConnectedSets());
        List<Object> gabow = canonical(new GabowStrongConnectivityInspector<>(graph).stronglyConnectedSets());
        if (!kosaraju.equals(gabow)) {
            throw new IllegalStateException("JGraphT's Kosaraju and Gabow disagree: " + kosaraju + " vs " + gabow);
        }
        return kosaraju;
    }

    private static List<Object> canonical(List<Set<Integer>> sets) {
        List<Object> out = new ArrayList<>();
        for (Set<Integer> set : sets) {
            out.add(set.stream().sorted().map(Integer::longValue).toList());
        }
        out.sort(JsonValues.ORDER);
        return out;
    }
}
