package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.MatchingAlgorithm.Matching;
import org.jgrapht.alg.matching.DenseEdmondsMaximumCardinalityMatching;
import org.jgrapht.alg.matching.SparseEdmondsMaximumCardinalityMatching;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;

/**
 * Edmonds' blossom algorithm on general graphs (odd cycles, nested blossoms, parallel edges; no
 * self-loops, which a matching cannot use and the prompt does not mention). Many matchings are
 * maximum and the prompt fixes none, so the expected mate list is one of them (JGraphT's sparse Edmonds,
 * its size confirmed by JGraphT's dense Edmonds) and a checker validates the actual answer.
 */
public final class BlossomMaximumMatchingPlusTests implements PlusTestGenerator {
    private static final int LARGEST_INCIDENCE_MATRIX = 20_000;

    private record Case(String name, int n, List<int[]> edges) {
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            if (representation == Representation.INCIDENCE_MATRIX
                    && (long) c.n() * c.edges().size() > LARGEST_INCIDENCE_MATRIX) {
                continue;
            }
            tests.add(HiddenTest.function(c.name(), args(c, representation), maximumMatching(c)));
        }
        return tests;
    }

    private static List<Object> args(Case c, Representation representation) {
        return switch (representation) {
            case EDGE_LIST -> {
                List<Object> pairs = new ArrayList<>();
                for (int[] e : c.edges()) {
                    pairs.add(List.of((long) e[0], (long) e[1]));
                }
                yield List.of((long) c.n(), pairs);
            }
            case ADJ_LIST -> {
                List<List<Long>> adj = new ArrayList<>();
                for (int v = 0; v < c.n(); v++) {
                    adj.add(new ArrayList<>());
                }
                for (int[] e : c.edges()) {
                    adj.get(e[0]).add((long) e[1]);
                    adj.get(e[1]).add((long) e[0]);
                }
                yield List.of(adj);
            }
            case INCIDENCE_MATRIX -> {
                List<List<Long>> b = new ArrayList<>();
                for (int v = 0; v < c.n(); v++) {
                    List<Long> row = new ArrayList<>();
                    for (int[] e : c.edges()) {
                        row.add(v == e[0] || v == e[1] ? 1L : 0L);
                    }
                    b.add(row);
                }
                yield List.of(b);
            }
            default -> throw new IllegalArgumentException("no " + representation.id() + " variant");
        };
    }

    private static List<Object> maximumMatching(Case c) {
        Graph<Integer, DefaultEdge> g = new SimpleGraph<>(DefaultEdge.class);
        for (int v = 0; v < c.n(); v++) {
            g.addVertex(v);
        }
        for (int[] e : c.edges()) {
            if (e[0] == e[1]) {
                throw new IllegalArgumentException(c.name() + ": self-loop " + e[0]);
            }
            g.addEdge(e[0], e[1]);
        }
        List<Object> mate = new ArrayList<>(Collections.nCopies(c.n(), -1L));
        if (c.n() == 0) {
            return mate;
        }
        Matching<Integer, DefaultEdge> matching = new SparseEdmondsMaximumCardinalityMatching<>(g).getMatching();
        int dense = new DenseEdmondsMaximumCardinalityMatching<>(g).getMatching().getEdges().size();
        if (matching.getEdges().size() != dense) {
            throw new IllegalStateException(c.name() + ": sparse Edmonds finds " + matching.getEdges().size()
                    + " pairs, dense Edmonds " + dense);
        }
        for (DefaultEdge e : matching.getEdges()) {
            int u = g.getEdgeSource(e);
            int v = g.getEdgeTarget(e);
            mate.set(u, (long) v);
            mate.set(v, (long) u);
        }
        return mate;
    }

    private static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        cases.add(graph("no vertices at all", 0));
        cases.add(graph("single vertex", 1));
        cases.add(graph("vertices but no edges", 4));
        cases.add(graph("one edge", 2, 0, 1));
        cases.add(graph("triangle", 3, 0, 1, 1, 2, 2, 0));
        cases.add(graph("odd cycle of 5 vertices", 5, 0, 1, 1, 2, 2, 3, 3, 4, 4, 0));
        cases.add(graph("parallel edges", 4, 0, 1, 1, 0, 1, 2, 2, 3, 3, 2));
        // 0-1 stem into the 5-cycle 1..5 with 6 hanging at 4 and 7 at 3: the matching grows through the blossom
        cases.add(graph("augmenting path through a blossom (flower)", 8,
                0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 1, 4, 6, 3, 7));
        // two triangles 1-2-3 and 4-5-6 joined into an outer odd cycle through 3-4, with stems 0-1 and 6-7
        cases.add(graph("nested blossoms", 10, 0, 1, 1, 2, 2, 3, 3, 1, 3, 4, 4, 5, 5, 6, 6, 4, 2, 5, 6, 7, 7, 8,
                8, 9, 9, 0));
        cases.add(graph("Petersen graph (perfect matching)", 10, 0, 1, 1, 2, 2, 3, 3, 4, 4, 0, 0, 5, 1, 6, 2, 7,
                3, 8, 4, 9, 5, 7, 7, 9, 9, 6, 6, 8, 8, 5));
        cases.add(complete("complete graph on 7 vertices", 7));
        cases.add(graph("odd components: triangle, 5-cycle and an isolated vertex", 9,
                0, 1, 1, 2, 2, 0, 3, 4, 4, 5, 5, 6, 6, 7, 7, 3));
        cases.add(graph("star with 6 leaves", 7, 0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6));
        cases.add(random("random graph, 60 vertices, 150 edges", 5101, 60, 150, false));
        cases.add(random("random sparse graph, 300 vertices, 450 edges", 5201, 300, 450, false));
        cases.add(random("random graph with a planted perfect matching, 400 vertices, 1200 edges", 5301, 400, 1000,
                true));
        cases.add(random("random sparse graph, 1000 vertices, 3000 edges", 5401, 1000, 3000, false));
        return cases;
    }

    private static Case graph(String name, int n, int... uv) {
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i < uv.length; i += 2) {
            edges.add(new int[] {uv[i], uv[i + 1]});
        }
        return new Case(name, n, edges);
    }

    private static Case complete(String name, int n) {
        List<int[]> edges = new ArrayList<>();
        for (int u = 0; u < n; u++) {
            for (int v = u + 1; v < n; v++) {
                edges.add(new int[] {u, v});
            }
        }
        return new Case(name, n, edges);
    }

    /** Distinct random edges in random order; with planted, a random perfect matching is added first. */
    private static Case random(String name, long seed, int n, int randomEdges, boolean planted) {
        Random rnd = new Random(seed);
        Set<Long> seen = new HashSet<>();
        List<int[]> edges = new ArrayList<>();
        if (planted) {
            List<Integer> order = new ArrayList<>();
            for (int v = 0; v < n; v++) {
                order.add(v);
            }
            Collections.shuffle(order, rnd);
            for (int i = 0; i + 1 < n; i += 2) {
                add(edges, seen, order.get(i), order.get(i + 1), n);
            }
        }
        int target = edges.size() + randomEdges;
        while (edges.size() < target) {
            int u = rnd.nextInt(n);
            int v = rnd.nextInt(n);
            if (u != v) {
                add(edges, seen, u, v, n);
            }
        }
        Collections.shuffle(edges, rnd);
        return new Case(name, n, edges);
    }

    private static void add(List<int[]> edges, Set<Long> seen, int u, int v, int n) {
        if (seen.add((long) Math.min(u, v) * n + Math.max(u, v))) {
            edges.add(new int[] {u, v});
        }
    }
}
