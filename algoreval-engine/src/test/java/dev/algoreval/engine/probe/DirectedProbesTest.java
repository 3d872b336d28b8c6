package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.jgrapht.alg.connectivity.GabowStrongConnectivityInspector;
import org.jgrapht.alg.cycle.CycleDetector;
import org.junit.jupiter.api.Test;

/**
 * The directed probes (SCC family, transitive-closure SCC, topological sort, DAG shortest paths, 2-SAT):
 * their inputs keep the prompts' promises and their answers are right on hand-checked inputs.
 */
class DirectedProbesTest {
    private static final List<String> SCC = List.of("tarjan-scc", "kosaraju-scc", "gabow-scc", "scc-mutual-reachability");

    @Test
    void theDirectedProbesAreRegistered() {
        assertThat(ProbeAlgorithms.all()).extracting(ProbeAlgorithm::id).contains("tarjan-scc", "kosaraju-scc", "gabow-scc",
                "scc-mutual-reachability", "topological-sort", "dag-shortest-path", "two-sat");
    }

    @Test
    void sccGraphsAreDirectedWithoutSelfLoopsOrParallelEdgesAndTheAnswerPartitionsTheVertices() {
        for (Regime regime : List.of(Regime.DENSE, Regime.SPARSE)) {
            ProbeGraph g = graph("tarjan-scc", 300, regime, 5);
            assertThat(g.directed()).isTrue();
            assertThat(g.edges()).allMatch(e -> e[0] != e[1]);
            Set<List<Integer>> pairs = pairs(g);
            assertThat(pairs).hasSize(g.edgeCount());
            // Some edge runs both ways: the generator draws every ordered pair, not one orientation per pair.
            assertThat(g.edges()).anyMatch(e -> pairs.contains(List.of(e[1], e[0])));
            @SuppressWarnings("unchecked")
            List<List<Long>> components = (List<List<Long>>) algorithm("tarjan-scc").expected(g);
            assertThat(components.stream().mapToInt(List::size).sum()).isEqualTo(300);
            assertThat(components.stream().flatMap(List::stream).distinct().count()).isEqualTo(300);
            assertThat(components).isEqualTo(DirectedProbeGraphs.canonicalComponents(
                    new GabowStrongConnectivityInspector<>(DirectedProbeGraphs.jgrapht(g)).stronglyConnectedSets()));
        }
    }

    @Test
    void everySccProbeFindsTheComponentsOfThePromptsExample() {
        // tarjan-scc's prompt: 0 → 3 → 7 → 0 is a cycle, so is 2 → 5 → 8 → 2 with 8 → 9 → 5; 1, 4, 6 lie on none.
        ProbeGraph g = unweighted(10, new int[][] {{0, 3}, {3, 7}, {7, 0}, {7, 1}, {1, 2}, {2, 5}, {5, 8}, {8, 2}, {8, 9},
                {9, 5}, {3, 4}, {4, 9}, {1, 4}, {0, 2}});
        for (String id : SCC) {
            assertThat(algorithm(id).expected(g)).as(id).isEqualTo(List.of(List.of(0L, 3L, 7L), List.of(1L),
                    List.of(2L, 5L, 8L, 9L), List.of(4L), List.of(6L)));
        }
    }

    @Test
    void theZeroOneMatrixHasAOneExactlyAtEachEdge() {
        ProbeGraph g = graph("kosaraju-scc", 40, Regime.SPARSE, 3);
        @SuppressWarnings("unchecked")
        List<List<Long>> m = (List<List<Long>>) algorithm("kosaraju-scc").args(g, Representation.ADJ_MATRIX).get(0);
        Set<List<Integer>> edges = pairs(g);
        for (int u = 0; u < 40; u++) {
            for (int v = 0; v < 40; v++) {
                assertThat(m.get(u).get(v)).isEqualTo(edges.contains(List.of(u, v)) ? 1L : 0L);
            }
        }
    }

    @Test
    void theTransitiveClosureSccIsProbedDenseOnlyAtCubicCost() {
        ProbeAlgorithm reach = ProbeAlgorithms.of("scc-mutual-reachability").orElseThrow();
        for (Representation r : List.of(Representation.EDGE_LIST, Representation.ADJ_LIST, Representation.ADJ_MATRIX)) {
            assertThat(reach.probes(Regime.SPARSE, r)).isFalse();
            assertThat(reach.probes(Regime.DENSE, r)).isTrue();
            assertThat(reach.textbook(Regime.DENSE, r).exponent()).isEqualTo(3.0);
        }
    }

    @Test
    void topologicalSortGraphsAreAcyclicAndNotNumberedInTheirOrder() {
        for (Regime regime : List.of(Regime.DENSE, Regime.SPARSE)) {
            ProbeGraph g = graph("topological-sort", 400, regime, 7);
            assertThat(new CycleDetector<>(DirectedProbeGraphs.jgrapht(g)).detectCycles()).isFalse();
            assertThat(pairs(g)).hasSize(g.edgeCount());
            assertThat(g.edges()).anyMatch(e -> e[0] > e[1]).anyMatch(e -> e[0] < e[1]);
            @SuppressWarnings("unchecked")
            List<Long> order = (List<Long>) algorithm("topological-sort").expected(g);
            assertThat(order).hasSize(400).doesNotHaveDuplicates();
            for (int[] e : g.edges()) {
                assertThat(order.indexOf((long) e[0])).isLessThan(order.indexOf((long) e[1]));
            }
        }
    }

    @Test
    void topologicalSortTakesTheSmallestReadyVertexOnTheHiddenTestsExamples() {
        // 1 → 2 and 3 → 0: 1 and 3 are ready, 1 is taken, which frees 2, smaller than 3.
        assertThat(algorithm("topological-sort").expected(unweighted(4, new int[][] {{1, 2}, {3, 0}})))
                .isEqualTo(List.of(1L, 2L, 3L, 0L));
        ProbeGraph lastSink = unweighted(6, new int[][] {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {4, 1}, {5, 0}, {5, 3}});
        assertThat(algorithm("topological-sort").expected(lastSink)).isEqualTo(List.of(2L, 4L, 1L, 5L, 3L, 0L));
    }

    @Test
    void topologicalSortIsTheLexicographicallySmallestOrderByBruteForce() {
        for (int seed = 0; seed < 5; seed++) {
            ProbeGraph g = graph("topological-sort", 8, Regime.DENSE, seed);
            List<Long> smallest = null;
            for (List<Long> order : permutations(8)) {
                if (respects(order, g) && (smallest == null || lexicographicallyBefore(order, smallest))) {
                    smallest = order;
                }
            }
            assertThat(algorithm("topological-sort").expected(g)).as("seed " + seed).isEqualTo(smallest);
        }
    }

    @Test
    void dagShortestPathGraphsAreAcyclicWithNegativeAndZeroWeightsAndSourceZeroFirst() {
        for (Regime regime : List.of(Regime.DENSE, Regime.SPARSE)) {
            ProbeGraph g = graph("dag-shortest-path", 600, regime, 8);
            assertThat(new CycleDetector<>(DirectedProbeGraphs.jgrapht(g)).detectCycles()).isFalse();
            long[] w = g.weights().orElseThrow();
            assertThat(Arrays.stream(w).allMatch(x -> Math.abs(x) <= 1000)).isTrue();
            assertThat(Arrays.stream(w).anyMatch(x -> x < 0)).isTrue();
            assertThat(Arrays.stream(w).anyMatch(x -> x == 0)).isTrue();
            assertThat(g.edges()).noneMatch(e -> e[1] == 0);
            assertThat(algorithm("dag-shortest-path").args(g, Representation.EDGE_LIST).get(2)).isEqualTo(0L);
            @SuppressWarnings("unchecked")
            List<Long> dist = (List<Long>) algorithm("dag-shortest-path").expected(g);
            assertThat(dist.get(0)).isEqualTo(0L);
            long reached = dist.stream().filter(d -> d != null).count();
            assertThat(reached).as(regime.id()).isGreaterThan(regime == Regime.DENSE ? 590 : 300);
        }
    }

    @Test
    void dagShortestPathsOnHandCheckedGraphs() {
        // The hidden tests' "negative weights: the longer path is the shorter": 0 → 1 → 2 → 3 → 4 costs 2 - 4 + 1 - 5 = -6.
        ProbeGraph g = weighted(5, new int[][] {{0, 4, 3}, {0, 1, 2}, {1, 2, -4}, {2, 3, 1}, {3, 4, -5}, {1, 4, 0}});
        assertThat(algorithm("dag-shortest-path").expected(g)).isEqualTo(List.of(0L, 2L, -2L, -1L, -6L));
        // 1 is unreachable from 0, and so is 3, reached only through 1.
        ProbeGraph unreachable = weighted(4, new int[][] {{0, 2, 5}, {1, 3, -7}, {1, 2, -9}});
        assertThat(algorithm("dag-shortest-path").expected(unreachable)).isEqualTo(Arrays.asList(0L, null, 5L, null));
    }

    @Test
    void theDagMatrixMarksEveryMissingEdgeAndTheDiagonalWithOneMillion() {
        ProbeGraph g = graph("dag-shortest-path", 50, Regime.DENSE, 4);
        @SuppressWarnings("unchecked")
        List<List<Long>> m = (List<List<Long>>) algorithm("dag-shortest-path").args(g, Representation.ADJ_MATRIX).get(0);
        for (int v = 0; v < 50; v++) {
            assertThat(m.get(v).get(v)).isEqualTo(1_000_000L);
        }
        for (int i = 0; i < g.edgeCount(); i++) {
            assertThat(m.get(g.edges().get(i)[0]).get(g.edges().get(i)[1])).isEqualTo(g.weight(i));
        }
        assertThat(m.stream().flatMap(List::stream).filter(x -> x != 1_000_000L).count()).isEqualTo(g.edgeCount());
    }

    @Test
    void twoSatFormulasHaveExactlyOneSatisfyingAssignmentWhichIsTheAnswer() {
        ProbeAlgorithm probe = algorithm("two-sat");
        for (Regime regime : List.of(Regime.DENSE, Regime.SPARSE)) {
            for (int seed = 0; seed < 4; seed++) {
                TwoSatFormula f = (TwoSatFormula) probe.input(13, regime, new Random(seed));
                assertThat(f.clauses()).allMatch(c -> c[0] != 0 && c[1] != 0 && Math.abs(c[0]) <= 13 && Math.abs(c[1]) <= 13);
                List<List<Boolean>> solutions = new ArrayList<>();
                for (int bits = 0; bits < 1 << 13; bits++) {
                    List<Boolean> a = new ArrayList<>();
                    for (int x = 0; x < 13; x++) {
                        a.add((bits >> x & 1) == 1);
                    }
                    if (satisfies(f, a)) {
                        solutions.add(a);
                    }
                }
                assertThat(solutions).as(regime.id() + " seed " + seed).hasSize(1);
                assertThat(probe.expected(f)).isEqualTo(solutions.get(0));
            }
        }
        TwoSatFormula large = (TwoSatFormula) probe.input(2000, Regime.SPARSE, new Random(1));
        assertThat(large.m()).isGreaterThan(2000 + 1000L * (long) Math.log(2000));
        @SuppressWarnings("unchecked")
        List<Boolean> answer = (List<Boolean>) probe.expected(large);
        assertThat(satisfies(large, answer)).isTrue();
    }

    @Test
    void twoSatAnswersOnHandCheckedFormulas() {
        ProbeAlgorithm probe = algorithm("two-sat");
        assertThat(probe.expected(new TwoSatFormula(1, List.of(new int[] {1, 1}, new int[] {-1, -1})))).isNull();
        // (x1 OR x2)(x1 OR NOT x2) forces x1, and (NOT x2 OR NOT x1) then forces x2 false.
        assertThat(probe.expected(new TwoSatFormula(2, List.of(new int[] {1, 2}, new int[] {1, -2}, new int[] {-2, -1}))))
                .isEqualTo(List.of(true, false));
        assertThat(probe.args(new TwoSatFormula(2, List.of(new int[] {1, -2})), Representation.EDGE_LIST))
                .isEqualTo(List.of(2L, List.of(List.of(1L, -2L))));
    }

    private static boolean satisfies(TwoSatFormula f, List<Boolean> a) {
        for (int[] c : f.clauses()) {
            if (!literal(a, c[0]) && !literal(a, c[1])) {
                return false;
            }
        }
        return true;
    }

    private static boolean literal(List<Boolean> a, int l) {
        return l > 0 == a.get(Math.abs(l) - 1);
    }

    private static boolean respects(List<Long> order, ProbeGraph g) {
        for (int[] e : g.edges()) {
            if (order.indexOf((long) e[0]) > order.indexOf((long) e[1])) {
                return false;
            }
        }
        return true;
    }

    private static boolean lexicographicallyBefore(List<Long> a, List<Long> b) {
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).equals(b.get(i))) {
                return a.get(i) < b.get(i);
            }
        }
        return false;
    }

    private static List<List<Long>> permutations(int n) {
        List<List<Long>> out = new ArrayList<>();
        permute(new ArrayList<>(), n, out);
        return out;
    }

    private static void permute(List<Long> prefix, int n, List<List<Long>> out) {
        if (prefix.size() == n) {
            out.add(List.copyOf(prefix));
            return;
        }
        for (long v = 0; v < n; v++) {
            if (!prefix.contains(v)) {
                prefix.add(v);
                permute(prefix, n, out);
                prefix.remove(prefix.size() - 1);
            }
        }
    }

    private static Set<List<Integer>> pairs(ProbeGraph g) {
        Set<List<Integer>> out = new HashSet<>();
        g.edges().forEach(e -> out.add(List.of(e[0], e[1])));
        return out;
    }

    private static ProbeGraph unweighted(int n, int[][] edges) {
        return new ProbeGraph(n, true, List.of(edges), Optional.empty());
    }

    private static ProbeGraph weighted(int n, int[][] edges) {
        List<int[]> pairs = new ArrayList<>();
        long[] weights = new long[edges.length];
        for (int i = 0; i < edges.length; i++) {
            pairs.add(new int[] {edges[i][0], edges[i][1]});
            weights[i] = edges[i][2];
        }
        return new ProbeGraph(n, true, pairs, Optional.of(weights));
    }

    private static ProbeGraph graph(String id, int n, Regime regime, long seed) {
        return Probes.graph(id, n, regime, new Random(seed));
    }

    private static ProbeAlgorithm algorithm(String id) {
        return Probes.algorithm(id);
    }
}
