package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.HiddenTests;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Hopcroft–Karp: bipartite graphs with the prompts' numbering, the class API's calls, and the truth. */
class BipartiteMatchingProbeTest {
    private final ProbeAlgorithm probe = Probes.algorithm("hopcroft-karp");

    @Test
    void everyEdgeJoinsALeftVertexToARightOneAndNoPairTwice() {
        for (Regime regime : java.util.List.of(Regime.DENSE, Regime.SPARSE)) {
            int n = 401;
            ProbeGraph g = (ProbeGraph) probe.input(n, regime, new Random(6));
            int left = Matchings.left(n);
            assertThat(left).isEqualTo(200);
            Set<Long> pairs = new HashSet<>();
            for (int[] e : g.edges()) {
                assertThat(e[0]).isBetween(0, left - 1);
                assertThat(e[1]).isBetween(left, n - 1);
                assertThat(pairs.add((long) e[0] * n + e[1])).isTrue();
            }
            double p = regime.edgeProbability(n);
            assertThat((double) g.edgeCount()).isCloseTo(p * left * (n - left), org.assertj.core.api.Assertions.withinPercentage(15));
        }
    }

    @Test
    void theEdgeListIsTheClassApiWithOneBasedSides() {
        // Left {0, 1}, right {2, 3}: edges 0-3 and 1-2, then 1-3.
        ProbeGraph g = new ProbeGraph(4, false, List.of(new int[] {0, 3}, new int[] {1, 2}, new int[] {1, 3}), Optional.empty());
        assertThat(probe.expected(g)).isEqualTo(2L);
        HiddenTest test = probe.test("t", g, Representation.EDGE_LIST, probe.expected(g));
        assertThat(test.args()).containsExactly(2L, 2L);
        assertThat(test.calls()).extracting(HiddenTest.Call::method).containsExactly("addEdge", "addEdge", "addEdge",
                "hopcroftKarp");
        assertThat(test.calls().get(0).args()).containsExactly(1L, 2L);
        assertThat(test.calls().get(1).args()).containsExactly(2L, 1L);
        assertThat(test.expected()).isEqualTo(List.of(2L));
        HiddenTest adj = probe.test("t", g, Representation.ADJ_LIST, 2L);
        assertThat(adj.calls()).isEmpty();
        assertThat(adj.args()).containsExactly(2L, 2L, List.of(List.of(3L), List.of(2L, 3L), List.of(1L), List.of(0L, 1L)));
    }

    @Test
    void theTruthAgreesWithEveryHiddenTestOfTheAdjacencyList() {
        List<HiddenTest> tests = HiddenTests.of("hopcroft-karp", Representation.ADJ_LIST).orElseThrow();
        assertThat(tests).hasSizeGreaterThanOrEqualTo(10);
        for (HiddenTest test : tests) {
            int left = HiddenTestGraphs.intArg(test, 0);
            List<?> adj = (List<?>) test.args().get(2);
            List<int[]> edges = new ArrayList<>();
            for (int u = 0; u < left; u++) {
                for (Object v : (List<?>) adj.get(u)) {
                    edges.add(new int[] {u, ((Number) v).intValue()});
                }
            }
            ProbeGraph g = new ProbeGraph(adj.size(), false, edges, Optional.empty());
            assertThat(Matchings.matchingSize(g, left)).as(test.name())
                    .isEqualTo(((Number) test.expected()).longValue());
        }
    }
}
