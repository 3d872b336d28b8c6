package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.ConnectivityUndirectedCases.e;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.gen.ConnectivityUndirectedCases.Named;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of the undirected Eulerian path. The prompt fixes the answer (the lexicographically
 * smallest trail), so the comparison is exact; the oracle is {@link ConnectivityEulerianOracle}. Every
 * graph keeps the prompt's promises: simple, at least one edge, all edges connected, 0 or 2 odd vertices.
 */
public final class EulerianPathPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<Named> cases = new ArrayList<>();
        cases.add(new Named("single edge", ConnectivityGraph.undirected(2, e(1, 0))));
        cases.add(new Named("path numbered out of order starts at its smaller end",
                ConnectivityGraph.undirected(5, e(3, 1), e(1, 4), e(4, 0), e(0, 2))));
        cases.add(new Named("triangle (a circuit)", ConnectivityGraph.undirected(3, e(2, 0), e(1, 2), e(0, 1))));
        cases.add(new Named("a circuit that leaves vertex 0 isolated", ConnectivityGraph.undirected(4,
                e(2, 3), e(3, 1), e(1, 2))));
        cases.add(new Named("isolated vertices below the edges", ConnectivityGraph.undirected(7,
                e(5, 3), e(4, 5), e(3, 4), e(6, 3), e(4, 6))));
        cases.add(new Named("smallest neighbour is a bridge that must wait", ConnectivityGraph.undirected(4,
                e(0, 1), e(0, 2), e(2, 3), e(3, 0))));
        cases.add(new Named("dead-end tail hanging off the middle of the walk", ConnectivityGraph.undirected(7,
                e(0, 1), e(1, 2), e(2, 0), e(2, 3), e(3, 4), e(4, 2), e(2, 5), e(5, 6))));
        cases.add(new Named("house with both diagonals (odd vertices 0 and 1)", ConnectivityGraph.undirected(5,
                e(0, 1), e(1, 2), e(2, 3), e(3, 0), e(2, 4), e(3, 4), e(0, 2), e(1, 3))));
        cases.add(new Named("odd vertices 4 and 6, start is not the smallest vertex", ConnectivityGraph.undirected(8,
                e(0, 1), e(1, 2), e(2, 0), e(0, 4), e(4, 3), e(3, 0), e(4, 5), e(5, 6), e(6, 7), e(7, 2), e(2, 6))));
        cases.add(new Named("figure eight sharing vertex 3", ConnectivityGraph.undirected(7,
                e(3, 0), e(0, 1), e(1, 3), e(3, 5), e(5, 6), e(6, 2), e(2, 3), e(2, 4), e(4, 6))));
        cases.add(new Named("complete graph K5", ConnectivityUndirectedCases.complete(5)));
        cases.add(new Named("complete graph K9", ConnectivityUndirectedCases.complete(9)));
        cases.add(new Named("cycle of 2000 vertices in a hidden order (deep walk)",
                ConnectivityRandomGraphs.relabel(new Random(40), cycle(2000))));
        cases.add(new Named("random circuit graph, 300 vertices, ~1200 edges (seed 41)",
                ConnectivityEulerianGraphs.undirectedCircuit(new Random(41), 300, 300, 1200)));
        cases.add(new Named("random path graph, 500 of 600 vertices used, ~1500 edges (seed 42)",
                ConnectivityEulerianGraphs.undirectedTrail(new Random(42), 600, 500, 1500)));
        cases.add(new Named("dense random path graph, 30 vertices, ~300 edges (seed 43)",
                ConnectivityEulerianGraphs.undirectedTrail(new Random(43), 30, 30, 300)));
        List<HiddenTest> tests = new ArrayList<>();
        for (Named c : cases) {
            tests.add(HiddenTest.function(c.name(), c.graph().args(representation),
                    ConnectivityEulerianOracle.smallestPath(c.graph())));
        }
        return tests;
    }

    private static ConnectivityGraph cycle(int n) {
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            edges.add(e(i, (i + 1) % n));
        }
        Collections.shuffle(edges, new Random(n));
        return new ConnectivityGraph(n, false, edges);
    }
}
