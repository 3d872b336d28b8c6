package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Karger's prompt promises a connected multigraph (no self-loops here: the prompt does not mention
 * them) and returns the smallest cut found in {@code trials} random contractions; the expected value
 * is the true minimum cut, which a correct implementation misses only with negligible probability.
 *
 * <p>Why: one contraction run keeps a given minimum cut with probability at least 2 / (n (n - 1))
 * (Karger's bound), so all T independent runs miss it with probability at most
 * (1 - 2 / (n (n - 1)))^T <= exp(-2T / (n (n - 1))). With T = ceil(10.5 n (n - 1)) that is at most
 * exp(-21) < 7.6e-10, below 1e-9 per test whatever the graph.
 */
public final class KargerMinCutPlusTests implements PlusTestGenerator {
    private record Case(String name, MstCutGraph graph) {
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        if (representation != Representation.EDGE_LIST) {
            throw new IllegalArgumentException("karger-min-cut has no " + representation.id() + " variant");
        }
        List<HiddenTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            List<Object> pairs = new ArrayList<>();
            for (MstCutGraph.Edge e : c.graph().edges()) {
                pairs.add(List.of((long) e.u(), (long) e.v()));
            }
            tests.add(HiddenTest.function(c.name(), List.of((long) c.graph().n(), pairs, trials(c.graph().n())),
                    MinCutOracle.weight(c.graph())));
        }
        return tests;
    }

    /** Enough runs that missing the minimum cut has probability below 1e-9 (see the class comment). */
    static long trials(int n) {
        long pairs = (long) n * (n - 1);
        long trials = (long) Math.ceil(10.5 * pairs);
        if (!(Math.exp(-2.0 * trials / pairs) < 1e-9)) {
            throw new IllegalStateException("too few trials for " + n + " vertices");
        }
        return trials;
    }

    private static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("two vertices joined by one edge", graph(2, 0, 1)));
        cases.add(new Case("two vertices joined by three parallel edges", graph(2, 0, 1, 1, 0, 0, 1)));
        cases.add(new Case("a tree (path) is cut at one edge", graph(5, 3, 4, 0, 1, 2, 1, 2, 3)));
        cases.add(new Case("cycle of 6 vertices: many minimum cuts of size 2",
                graph(6, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 0)));
        cases.add(new Case("complete graph on 5 vertices", complete(5, 0)));
        cases.add(new Case("a pendant vertex on a 6-clique", withEdges(complete(6, 0), 7, 6, 3)));
        cases.add(new Case("two 5-cliques joined by two edges", withEdges(join(complete(5, 0), complete(5, 5)),
                10, 0, 7, 9, 3)));
        cases.add(new Case("doubled triangles joined by a triple parallel bridge",
                graph(6, 0, 1, 1, 0, 1, 2, 2, 1, 2, 0, 0, 2, 3, 4, 4, 3, 4, 5, 5, 4, 5, 3, 3, 5, 2, 3, 3, 2, 2, 3)));
        cases.add(new Case("Petersen graph (3-regular, minimum cut 3)", graph(10, 0, 1, 1, 2, 2, 3, 3, 4, 4, 0,
                0, 5, 1, 6, 2, 7, 3, 8, 4, 9, 5, 7, 7, 9, 9, 6, 6, 8, 8, 5)));
        cases.add(new Case("4-dimensional hypercube (minimum cut 4)", hypercube(4)));
        cases.add(new Case("two 8-cliques joined by three edges", withEdges(join(complete(8, 0), complete(8, 8)),
                16, 1, 9, 4, 12, 7, 8)));
        cases.add(new Case("random multigraph with parallel edges, 20 vertices",
                unweighted(MinCutGraphs.twoClusters(3101, 9, 11, 0.5, 1, 2, 1, 0.4))));
        cases.add(new Case("random graph, 30 vertices, planted cut of 3 edges",
                unweighted(MinCutGraphs.twoClusters(3201, 12, 18, 0.4, 1, 3, 1, 0))));
        return cases;
    }

    private static MstCutGraph graph(int n, int... uv) {
        List<MstCutGraph.Edge> edges = new ArrayList<>();
        for (int i = 0; i < uv.length; i += 2) {
            edges.add(new MstCutGraph.Edge(uv[i], uv[i + 1], 1));
        }
        return new MstCutGraph(n, edges);
    }

    /** The complete graph on vertices first..first+k-1, in a graph of first + k vertices. */
    private static MstCutGraph complete(int k, int first) {
        List<MstCutGraph.Edge> edges = new ArrayList<>();
        for (int u = 0; u < k; u++) {
            for (int v = u + 1; v < k; v++) {
                edges.add(new MstCutGraph.Edge(first + u, first + v, 1));
            }
        }
        return new MstCutGraph(first + k, edges);
    }

    private static MstCutGraph join(MstCutGraph a, MstCutGraph b) {
        List<MstCutGraph.Edge> edges = new ArrayList<>(a.edges());
        edges.addAll(b.edges());
        return new MstCutGraph(Math.max(a.n(), b.n()), edges);
    }

    private static MstCutGraph withEdges(MstCutGraph g, int n, int... uv) {
        return join(new MstCutGraph(n, g.edges()), graph(n, uv));
    }

    private static MstCutGraph hypercube(int d) {
        List<MstCutGraph.Edge> edges = new ArrayList<>();
        for (int v = 0; v < (1 << d); v++) {
            for (int bit = 0; bit < d; bit++) {
                if ((v & (1 << bit)) == 0) {
                    edges.add(new MstCutGraph.Edge(v, v | (1 << bit), 1));
                }
            }
        }
        return new MstCutGraph(1 << d, edges);
    }

    private static MstCutGraph unweighted(MstCutGraph g) {
        return new MstCutGraph(g.n(), g.edges().stream().map(e -> new MstCutGraph.Edge(e.u(), e.v(), 1)).toList());
    }
}
