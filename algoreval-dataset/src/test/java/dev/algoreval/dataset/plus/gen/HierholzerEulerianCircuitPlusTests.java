package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.ConnectivityUndirectedCases.e;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of the directed Eulerian circuit from a given start. The prompt fixes the answer (the
 * lexicographically smallest circuit from start), so the comparison is exact; the oracle is
 * {@link ConnectivityEulerianOracle}. Every graph keeps the prompt's promises: no self-loops, no
 * parallel edges (opposite edges u -> v and v -> u are allowed), balanced degrees, edges strongly
 * connected together with start.
 */
public final class HierholzerEulerianCircuitPlusTests implements PlusTestGenerator {
    private record Case(String name, ConnectivityGraph graph, int start) {
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("no edges: the circuit is just start", ConnectivityGraph.directed(3), 1));
        cases.add(new Case("two opposite edges", ConnectivityGraph.directed(2, e(0, 1), e(1, 0)), 1));
        cases.add(new Case("triangle numbered out of order", ConnectivityGraph.directed(3, e(2, 0), e(0, 1), e(1, 2)), 2));
        cases.add(new Case("two loops through start, smaller one first",
                ConnectivityGraph.directed(3, e(0, 2), e(2, 0), e(0, 1), e(1, 0)), 0));
        cases.add(new Case("returning to start early is a dead end",
                ConnectivityGraph.directed(3, e(0, 1), e(1, 0), e(1, 2), e(2, 1)), 0));
        cases.add(new Case("figure eight through a vertex other than start", ConnectivityGraph.directed(7,
                e(4, 3), e(3, 0), e(0, 1), e(1, 3), e(3, 5), e(5, 6), e(6, 2), e(2, 3), e(3, 4)), 4));
        cases.add(new Case("isolated vertices around a cycle", ConnectivityGraph.directed(8,
                e(5, 2), e(2, 7), e(7, 5), e(2, 5), e(5, 7), e(7, 2)), 5));
        cases.add(new Case("start is the largest vertex", ConnectivityGraph.directed(6,
                e(5, 1), e(1, 3), e(3, 5), e(5, 0), e(0, 4), e(4, 2), e(2, 5), e(3, 0), e(0, 3)), 5));
        cases.add(new Case("complete directed graph on 5 vertices", complete(5), 3));
        cases.add(new Case("cycle of 2000 vertices in a hidden order (deep walk)",
                ConnectivityRandomGraphs.relabel(new Random(50), cycle(2000)), 1234));
        cases.add(new Case("random circuit graph, 300 vertices, ~1500 edges (seed 51)",
                ConnectivityEulerianGraphs.directedCircuit(new Random(51), 300, 300, 1500), 17));
        Random rnd = new Random(52);
        ConnectivityGraph sparse = ConnectivityEulerianGraphs.directedCircuit(rnd, 900, 800, 3000);
        cases.add(new Case("random circuit graph, 800 of 900 vertices used, ~3000 edges (seed 52)",
                sparse, sparse.edges().get(rnd.nextInt(sparse.m()))[0]));
        cases.add(new Case("dense random circuit graph, 20 vertices, ~250 edges (seed 53)",
                ConnectivityEulerianGraphs.directedCircuit(new Random(53), 20, 20, 250), 0));
        List<HiddenTest> tests = new ArrayList<>();
        for (Case c : cases) {
            List<Object> args = new ArrayList<>(c.graph().args(representation));
            args.add((long) c.start());
            tests.add(HiddenTest.function(c.name(), args,
                    ConnectivityEulerianOracle.smallestCircuit(c.graph(), c.start())));
        }
        return tests;
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
}
