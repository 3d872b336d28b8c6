package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.ConnectivityUndirectedCases.e;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.gen.ConnectivityUndirectedCases.Named;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/** The directed test graphs shared by the four strongly-connected-components algorithms. */
final class ConnectivityDirectedCases {
    private ConnectivityDirectedCases() {
    }

    /**
     * Hand-made graphs for each pitfall, then long cycles and chains (deep DFS) and seeded random graphs
     * of at most {@code largest} vertices; the edge list, whose prompt allows them, also gets parallel
     * edges and self-loops in bulk.
     */
    static List<Named> sccGraphs(Representation representation, int largest) {
        List<Named> cases = new ArrayList<>();
        cases.add(new Named("empty graph (0 vertices)", ConnectivityGraph.directed(0)));
        cases.add(new Named("single vertex", ConnectivityGraph.directed(1)));
        cases.add(new Named("single vertex with a self-loop", ConnectivityGraph.directed(1, e(0, 0))));
        cases.add(new Named("four vertices, no edges", ConnectivityGraph.directed(4)));
        cases.add(new Named("cycle of 5 vertices numbered out of order",
                ConnectivityGraph.directed(5, e(3, 0), e(0, 4), e(4, 1), e(1, 2), e(2, 3))));
        cases.add(new Named("chain 4 -> 3 -> 2 -> 1 -> 0 (no cycle)",
                ConnectivityGraph.directed(5, e(4, 3), e(3, 2), e(2, 1), e(1, 0))));
        cases.add(new Named("two vertices with edges both ways", ConnectivityGraph.directed(3, e(0, 2), e(2, 0))));
        cases.add(new Named("two cycles joined by a one-way edge", ConnectivityGraph.directed(6,
                e(0, 1), e(1, 2), e(2, 0), e(3, 4), e(4, 5), e(5, 3), e(4, 1))));
        cases.add(new Named("disconnected: a cycle, a chain and an isolated vertex", ConnectivityGraph.directed(8,
                e(6, 2), e(2, 4), e(4, 6), e(0, 5), e(5, 7))));
        cases.add(new Named("complete directed graph on 6 vertices", complete(6)));
        cases.add(new Named("figure eight: two cycles sharing vertex 3", ConnectivityGraph.directed(7,
                e(3, 0), e(0, 1), e(1, 3), e(3, 5), e(5, 6), e(6, 2), e(2, 3), e(4, 3))));
        cases.add(new Named("cross edge into an already finished component", ConnectivityGraph.directed(6,
                e(0, 1), e(1, 2), e(2, 1), e(0, 3), e(3, 2), e(3, 4), e(4, 0), e(5, 4))));
        cases.add(new Named("self-loops on a chain do not join its vertices", ConnectivityGraph.directed(4,
                e(0, 1), e(1, 1), e(1, 2), e(2, 2), e(2, 3))));
        cases.add(new Named("cycle closed only through the last vertex", ConnectivityGraph.directed(7,
                e(0, 1), e(1, 2), e(2, 3), e(3, 4), e(4, 5), e(5, 6), e(6, 0), e(2, 5), e(1, 4))));
        cases.add(new Named("cycle of " + largest + " vertices (deep DFS)", cycle(largest)));
        cases.add(new Named("chain of " + largest + " vertices (deep DFS)", chain(largest)));
        int sparse = largest;
        cases.add(new Named("sparse random graph, " + sparse + " vertices, " + (sparse * 13 / 10) + " edges (seed 21)",
                ConnectivityRandomGraphs.simpleDirected(new Random(21), sparse, sparse * 13 / 10)));
        int planted = Math.min(largest, 600);
        int plantedExtra = Math.min(planted * 4, planted * (planted - 1) / 4);
        cases.add(new Named("random graph with " + planted / 8 + " planted components, " + planted
                + " vertices (seed 22)",
                ConnectivityRandomGraphs.plantedComponents(new Random(22), planted, planted / 8, plantedExtra)));
        cases.add(new Named("dense random graph, 80 vertices, 1500 edges (seed 23)",
                ConnectivityRandomGraphs.simpleDirected(new Random(23), 80, 1500)));
        cases.add(new Named("random graph with 4 large planted components, 60 vertices (seed 25)",
                ConnectivityRandomGraphs.plantedComponents(new Random(25), 60, 4, 40)));
        if (representation == Representation.EDGE_LIST) {
            cases.add(new Named("parallel edges between two vertices", ConnectivityGraph.directed(3,
                    e(0, 1), e(0, 1), e(1, 2), e(2, 1), e(2, 1))));
            Random rnd = new Random(24);
            cases.add(new Named("random graph with planted components, repeated edges and self-loops (seed 24)",
                    ConnectivityRandomGraphs.withParallelEdgesAndLoops(rnd,
                            ConnectivityRandomGraphs.plantedComponents(rnd, 300, 30, 600), 200, 40)));
        }
        return cases;
    }

    private static ConnectivityGraph complete(int n) {
        List<int[]> edges = new ArrayList<>();
        for (int u = 0; u < n; u++) {
            for (int v = 0; v < n; v++) {
                if (u != v) {
                    edges.add(e(u, v));
                }
            }
        }
        Collections.shuffle(edges, new Random(n));
        return new ConnectivityGraph(n, true, edges);
    }

    private static ConnectivityGraph cycle(int n) {
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            edges.add(e(i, (i + 1) % n));
        }
        Collections.shuffle(edges, new Random(n));
        return new ConnectivityGraph(n, true, edges);
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
