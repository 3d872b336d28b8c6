package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.ConnectivityUndirectedCases.e;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.gen.ConnectivityUndirectedCases.Named;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DirectedPseudograph;
import org.jgrapht.traverse.TopologicalOrderIterator;

/**
 * Hidden tests of topological sort. The prompt fixes the answer (the lexicographically smallest order),
 * so the comparison is exact. Oracle: JGraphT's topological order iterator with the vertices' natural
 * order as its tie rule (a priority queue of ready vertices), then checked to place every edge forward.
 * The edge list's prompt does not rule out repeated edges, so it gets them too.
 */
public final class TopologicalSortPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        int large = representation == Representation.ADJ_MATRIX ? 80 : 2000;
        List<Named> cases = new ArrayList<>();
        cases.add(new Named("empty graph (0 vertices)", ConnectivityGraph.directed(0)));
        cases.add(new Named("single vertex", ConnectivityGraph.directed(1)));
        cases.add(new Named("six vertices, no edges", ConnectivityGraph.directed(6)));
        cases.add(new Named("chain 4 -> 3 -> 2 -> 1 -> 0", ConnectivityGraph.directed(5,
                e(2, 1), e(4, 3), e(1, 0), e(3, 2))));
        cases.add(new Named("diamond", ConnectivityGraph.directed(4, e(0, 2), e(2, 3), e(0, 1), e(1, 3))));
        cases.add(new Named("a vertex freed later beats an older larger source",
                ConnectivityGraph.directed(4, e(3, 0), e(1, 2))));
        cases.add(new Named("smallest vertex is the last sink", ConnectivityGraph.directed(6,
                e(5, 0), e(4, 0), e(3, 0), e(2, 0), e(1, 0), e(5, 3), e(4, 1))));
        cases.add(new Named("disconnected pieces with interleaved numbers", ConnectivityGraph.directed(9,
                e(8, 1), e(1, 6), e(7, 2), e(2, 0), e(5, 3), e(3, 4))));
        cases.add(new Named("complete DAG on 12 vertices in a hidden order", completeDag(12, new Random(30))));
        cases.add(new Named("chain of " + large + " vertices in a hidden order (deep DFS)",
                ConnectivityRandomGraphs.relabel(new Random(34), chain(large))));
        int sparseM = representation == Representation.ADJ_MATRIX ? 300 : 3000;
        cases.add(new Named("random DAG, " + large + " vertices, " + sparseM + " edges (seed 31)",
                ConnectivityRandomGraphs.randomDag(new Random(31), large, sparseM)));
        int fewM = representation == Representation.ADJ_MATRIX ? 40 : 400;
        int fewN = representation == Representation.ADJ_MATRIX ? 80 : 1000;
        cases.add(new Named("random DAG with many ties, " + fewN + " vertices, " + fewM + " edges (seed 32)",
                ConnectivityRandomGraphs.randomDag(new Random(32), fewN, fewM)));
        cases.add(new Named("dense random DAG, 80 vertices, 1500 edges (seed 33)",
                ConnectivityRandomGraphs.randomDag(new Random(33), 80, 1500)));
        if (representation == Representation.EDGE_LIST) {
            cases.add(new Named("repeated edges count once each towards the in-degree", ConnectivityGraph.directed(4,
                    e(2, 1), e(2, 1), e(0, 3), e(3, 1), e(2, 1))));
            Random rnd = new Random(35);
            cases.add(new Named("random DAG with 300 repeated edges (seed 35)", ConnectivityRandomGraphs
                    .withParallelEdgesAndLoops(rnd, ConnectivityRandomGraphs.randomDag(rnd, 500, 1200), 300, 0)));
        }
        List<HiddenTest> tests = new ArrayList<>();
        for (Named c : cases) {
            tests.add(HiddenTest.function(c.name(), c.graph().args(representation), smallestOrder(c.graph())));
        }
        return tests;
    }

    static List<Object> smallestOrder(ConnectivityGraph g) {
        Graph<Integer, DefaultEdge> graph = new DirectedPseudograph<>(DefaultEdge.class);
        for (int v = 0; v < g.n(); v++) {
            graph.addVertex(v);
        }
        for (int[] e : g.edges()) {
            graph.addEdge(e[0], e[1]);
        }
        int[] position = new int[g.n()];
        List<Object> order = new ArrayList<>();
        new TopologicalOrderIterator<>(graph, Comparator.<Integer>naturalOrder()).forEachRemaining(v -> {
            position[v] = order.size();
            order.add((long) v);
        });
        for (int[] e : g.edges()) {
            if (order.size() != g.n() || position[e[0]] >= position[e[1]]) {
                throw new IllegalStateException("oracle order " + order + " breaks edge " + e[0] + " -> " + e[1]);
            }
        }
        return order;
    }

    private static ConnectivityGraph completeDag(int n, Random rnd) {
        List<int[]> edges = new ArrayList<>();
        for (int u = 0; u < n; u++) {
            for (int v = u + 1; v < n; v++) {
                edges.add(e(u, v));
            }
        }
        return ConnectivityRandomGraphs.relabel(rnd, new ConnectivityGraph(n, true, edges));
    }

    private static ConnectivityGraph chain(int n) {
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i + 1 < n; i++) {
            edges.add(e(i, i + 1));
        }
        Collections.shuffle(edges, new Random(n));
        return new ConnectivityGraph(n, true, edges);
    }
}
