package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.ResultComparer;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.shortestpath.BellmanFordShortestPath;
import org.jgrapht.alg.shortestpath.NegativeCycleDetectedException;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.junit.jupiter.api.Test;

/** Floyd–Warshall and Johnson: the graphs keep the prompts' promises and the truth is right. */
class AllPairsProbeTest {

    @Test
    void graphsHaveNegativeEdgesButNoNegativeCycleNoSelfLoopAndNoParallelEdgeAndNever999() {
        for (Regime regime : java.util.List.of(Regime.DENSE, Regime.SPARSE)) {
            ProbeGraph g = Probes.graph("johnson-apsp", 120, regime, new Random(5));
            assertThat(g.directed()).isTrue();
            long[] w = g.weights().orElseThrow();
            assertThat(java.util.Arrays.stream(w).filter(x -> x < 0).count()).as("negative edges").isGreaterThan(g.edgeCount() / 10L);
            assertThat(java.util.Arrays.stream(w).boxed().toList()).allMatch(x -> x >= -100 && x <= 200);
            Set<Long> pairs = new HashSet<>();
            for (int[] e : g.edges()) {
                assertThat(e[0]).isNotEqualTo(e[1]);
                assertThat(pairs.add((long) e[0] * 120 + e[1])).as("parallel edge").isTrue();
            }
            assertThat(hasNegativeCycle(g)).isFalse();
        }
        // The check itself sees a negative cycle when there is one.
        ProbeGraph cycle = new ProbeGraph(3, true, List.of(new int[] {0, 1}, new int[] {1, 2}, new int[] {2, 0}),
                Optional.of(new long[] {1, 1, -3}));
        assertThat(hasNegativeCycle(cycle)).isTrue();
    }

    /** Bellman–Ford from a new vertex joined to every vertex: it finds any negative cycle of the graph. */
    private static boolean hasNegativeCycle(ProbeGraph g) {
        Graph<Integer, DefaultWeightedEdge> jg = Oracles.weighted(g);
        jg.addVertex(g.n());
        for (int v = 0; v < g.n(); v++) {
            jg.setEdgeWeight(jg.addEdge(g.n(), v), 0);
        }
        try {
            new BellmanFordShortestPath<>(jg).getPaths(g.n());
            return false;
        } catch (NegativeCycleDetectedException e) {
            return true;
        }
    }

    @Test
    void theMatrixMarksMissingEdgesAndTheDiagonalWith999() {
        ProbeGraph g = Probes.graph("floyd-warshall", 40, Regime.DENSE, new Random(3));
        @SuppressWarnings("unchecked")
        List<List<Long>> m = (List<List<Long>>) Probes.algorithm("floyd-warshall").args(g, Representation.ADJ_MATRIX).get(0);
        long missing = m.stream().flatMap(List::stream).filter(x -> x == 999L).count();
        assertThat(missing).isEqualTo(40L * 40 - g.edgeCount());
        for (int v = 0; v < 40; v++) {
            assertThat(m.get(v).get(v)).isEqualTo(999L);
        }
        int[] e = g.edges().get(0);
        assertThat(m.get(e[0]).get(e[1])).isEqualTo(g.weight(0));
    }

    @Test
    void bothTruthsAgreeWithEveryHiddenTestOfTheEdgeList() {
        for (ProbeAlgorithm probe : List.of(Probes.algorithm("floyd-warshall"), Probes.algorithm("johnson-apsp"))) {
            for (HiddenTest test : HiddenTestGraphs.edgeListTests(probe.id())) {
                Object got = probe.expected(HiddenTestGraphs.graph(test, true));
                assertThat(ResultComparer.equal(test.expected(), got, 0)).as(probe.id() + ": " + test.name() + " got " + got)
                        .isTrue();
            }
        }
    }

    @Test
    void theTruthOnAHandCheckedGraphWithAnUnreachableVertex() {
        // 0 -> 1 (4), 1 -> 2 (-3), 0 -> 2 (2): 0 reaches 2 cheaper through 1 (1); nothing reaches 0; 2 reaches nothing.
        ProbeGraph g = new ProbeGraph(3, true, List.of(new int[] {0, 1}, new int[] {1, 2}, new int[] {0, 2}),
                Optional.of(new long[] {4, -3, 2}));
        double inf = Double.POSITIVE_INFINITY;
        List<List<Double>> want = List.of(List.of(0.0, 4.0, 1.0), List.of(inf, 0.0, -3.0), List.of(inf, inf, 0.0));
        assertThat(Probes.algorithm("floyd-warshall").expected(g)).isEqualTo(want);
        assertThat(Probes.algorithm("johnson-apsp").expected(g)).isEqualTo(want);
        assertThatThrownBy(() -> Probes.algorithm("floyd-warshall").args(g, Representation.INCIDENCE_MATRIX))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
