package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.jgrapht.alg.flow.EdmondsKarpMFImpl;
import org.junit.jupiter.api.Test;

/** Dinic and min-cost max-flow: the networks keep the prompts' promises and the truth is right. */
class FlowProbesTest {
    private final ProbeAlgorithm dinic = Probes.algorithm("dinic-max-flow");
    private final ProbeAlgorithm minCost = Probes.algorithm("min-cost-max-flow");

    @Test
    void dinicNetworksHavePositiveCapacitiesNoSelfLoopNoParallelEdgeAndDistinctEnds() {
        for (Regime regime : java.util.List.of(Regime.DENSE, Regime.SPARSE)) {
            ProbeGraph g = (ProbeGraph) dinic.input(200, regime, new Random(8));
            assertThat(java.util.Arrays.stream(g.weights().orElseThrow()).boxed().toList()).allMatch(c -> c >= 1 && c <= 1000);
            Set<Long> pairs = new HashSet<>();
            for (int[] e : g.edges()) {
                assertThat(e[0]).isNotEqualTo(e[1]);
                assertThat(pairs.add((long) e[0] * 200 + e[1])).isTrue();
            }
            List<Object> args = dinic.args(g, Representation.EDGE_LIST);
            assertThat(args.get(2)).isNotEqualTo(args.get(3));
            // An independent second opinion on the same network: Edmonds–Karp.
            assertThat(dinic.expected(g)).isEqualTo(Math.round(new EdmondsKarpMFImpl<>(Oracles.weighted(g))
                    .getMaximumFlowValue(0, 199))).isNotEqualTo(0L);
        }
    }

    @Test
    void theCapacityMatrixHoldsEveryEdgeAndZeroElsewhere() {
        ProbeGraph g = (ProbeGraph) dinic.input(30, Regime.DENSE, new Random(2));
        @SuppressWarnings("unchecked")
        List<List<Long>> m = (List<List<Long>>) dinic.args(g, Representation.ADJ_MATRIX).get(0);
        assertThat(m.stream().flatMap(List::stream).filter(c -> c > 0).count()).isEqualTo(g.edgeCount());
        assertThat(m.stream().flatMap(List::stream).mapToLong(Long::longValue).sum())
                .isEqualTo(java.util.Arrays.stream(g.weights().orElseThrow()).sum());
    }

    @Test
    void dinicTruthAgreesWithEveryHiddenTestOfTheEdgeList() {
        for (HiddenTest test : HiddenTestGraphs.edgeListTests("dinic-max-flow")) {
            ProbeGraph g = HiddenTestGraphs.graph(test, true);
            assertThat(Flows.maximumFlow(g, HiddenTestGraphs.intArg(test, 2), HiddenTestGraphs.intArg(test, 3)))
                    .as(test.name()).isEqualTo(((Number) test.expected()).longValue());
        }
    }

    @Test
    void minCostNetworksHavePositiveCapacitiesAndNonNegativeCostsWithZeroCostsAmongThem() {
        for (Regime regime : java.util.List.of(Regime.DENSE, Regime.SPARSE)) {
            CostFlowNetwork network = (CostFlowNetwork) minCost.input(100, regime, new Random(4));
            assertThat(java.util.Arrays.stream(network.capacities()).boxed().toList()).allMatch(c -> c >= 1 && c <= 100);
            assertThat(java.util.Arrays.stream(network.costs()).boxed().toList()).allMatch(c -> c >= 0 && c <= 100).contains(0L);
            assertThat(network.source()).isNotEqualTo(network.sink());
            @SuppressWarnings("unchecked")
            List<Long> answer = (List<Long>) minCost.expected(network);
            assertThat(answer.get(0)).isPositive();
            assertThat(minCost.args(network, Representation.ADJ_LIST)).hasSize(3);
        }
    }

    @Test
    void minCostTruthAgreesWithEveryHiddenTestOfTheEdgeList() {
        for (HiddenTest test : HiddenTestGraphs.edgeListTests("min-cost-max-flow")) {
            int n = HiddenTestGraphs.intArg(test, 0);
            List<int[]> edges = new ArrayList<>();
            List<?> rows = (List<?>) test.args().get(1);
            long[] capacities = new long[rows.size()];
            long[] costs = new long[rows.size()];
            for (int i = 0; i < rows.size(); i++) {
                List<?> e = (List<?>) rows.get(i);
                edges.add(new int[] {((Number) e.get(0)).intValue(), ((Number) e.get(1)).intValue()});
                capacities[i] = ((Number) e.get(2)).longValue();
                costs[i] = ((Number) e.get(3)).longValue();
            }
            CostFlowNetwork network = new CostFlowNetwork(n, edges, capacities, costs, HiddenTestGraphs.intArg(test, 2),
                    HiddenTestGraphs.intArg(test, 3));
            assertThat(minCost.expected(network)).as(test.name()).isEqualTo(test.expected());
        }
    }

    @Test
    void minCostTruthOnAHandCheckedNetwork() {
        // 0 -> 1 -> 3 carries 2 at cost 1 + 1, 0 -> 2 -> 3 carries 3 at cost 5 + 5; a cheap 1 -> 2 (cap 4, cost 0)
        // cannot add flow (0's edges are full). Maximum flow 5, cost 2 * 2 + 3 * 10 = 34.
        CostFlowNetwork network = new CostFlowNetwork(4,
                List.of(new int[] {0, 1}, new int[] {1, 3}, new int[] {0, 2}, new int[] {2, 3}, new int[] {1, 2}),
                new long[] {2, 5, 3, 3, 4}, new long[] {1, 1, 5, 5, 0}, 0, 3);
        assertThat(minCost.expected(network)).isEqualTo(List.of(5L, 34L));
        ProbeGraph unreachable = new ProbeGraph(3, true, List.of(new int[] {2, 0}), Optional.of(new long[] {7}));
        assertThat(Flows.maximumFlow(unreachable, 0, 2)).isZero();
    }
}
