package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.ConnectivityUndirectedCases.e;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of bridge finding. Oracle: the definition, not low-links: an edge is a bridge exactly
 * when its two ends are disconnected once that one edge (one copy, for parallel edges) is removed,
 * decided by a union-find over all the other edges. The edge list variant's prompt does not rule out
 * self-loops and parallel edges, so it also gets multigraph cases; the adjacency list's prompt does.
 */
public final class BridgeFindingPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<ConnectivityUndirectedCases.Named> cases = new ArrayList<>(ConnectivityUndirectedCases.simpleGraphs());
        if (representation == Representation.EDGE_LIST) {
            cases.addAll(multigraphs());
        }
        List<HiddenTest> tests = new ArrayList<>();
        for (ConnectivityUndirectedCases.Named c : cases) {
            tests.add(HiddenTest.function(c.name(), c.graph().args(representation), bridges(c.graph())));
        }
        return tests;
    }

    private static List<ConnectivityUndirectedCases.Named> multigraphs() {
        List<ConnectivityUndirectedCases.Named> cases = new ArrayList<>();
        cases.add(new ConnectivityUndirectedCases.Named("parallel pair of edges is not a bridge",
                ConnectivityGraph.undirected(4, e(0, 1), e(1, 0), e(1, 2), e(2, 3))));
        cases.add(new ConnectivityUndirectedCases.Named("self-loops are never bridges",
                ConnectivityGraph.undirected(3, e(0, 0), e(0, 1), e(1, 2), e(2, 2))));
        Random rnd = new Random(15);
        ConnectivityGraph base = ConnectivityRandomGraphs.blockTree(rnd, 200);
        List<int[]> edges = new ArrayList<>(base.edges());
        for (int i = 0; i < 40; i++) {
            int[] copy = base.edges().get(rnd.nextInt(base.m()));
            edges.add(e(copy[1], copy[0]));
        }
        for (int i = 0; i < 10; i++) {
            int v = rnd.nextInt(base.n());
            edges.add(e(v, v));
        }
        Collections.shuffle(edges, rnd);
        cases.add(new ConnectivityUndirectedCases.Named(
                "random block tree with 40 doubled edges and 10 self-loops (seed 15)",
                new ConnectivityGraph(base.n(), false, edges)));
        return cases;
    }

    /** Every bridge as [min, max], sorted: the canonical form the comparison brings both sides to. */
    static List<Object> bridges(ConnectivityGraph g) {
        List<List<Long>> out = new ArrayList<>();
        for (int skip = 0; skip < g.m(); skip++) {
            ConnectivityUnionFind uf = new ConnectivityUnionFind(g.n());
            for (int i = 0; i < g.m(); i++) {
                if (i != skip) {
                    uf.union(g.edges().get(i)[0], g.edges().get(i)[1]);
                }
            }
            int[] edge = g.edges().get(skip);
            if (uf.find(edge[0]) != uf.find(edge[1])) {
                out.add(List.of((long) Math.min(edge[0], edge[1]), (long) Math.max(edge[0], edge[1])));
            }
        }
        out.sort((a, b) -> a.get(0).equals(b.get(0)) ? Long.compare(a.get(1), b.get(1)) : Long.compare(a.get(0), b.get(0)));
        return new ArrayList<>(out);
    }
}
