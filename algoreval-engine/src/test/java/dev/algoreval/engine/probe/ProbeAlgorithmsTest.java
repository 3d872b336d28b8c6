package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Representation;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.alg.cycle.CycleDetector;
import org.junit.jupiter.api.Test;

/** The probe's graphs keep the promises of the prompts they are given to. */
class ProbeAlgorithmsTest {

    @Test
    void minimumSpanningTreeGraphsAreConnectedWithDistinctPositiveWeights() {
        for (Regime regime : List.of(Regime.DENSE, Regime.SPARSE)) {
            ProbeGraph g = Probes.graph("kruskal-mst", 300, regime, new Random(11));
            assertThat(Oracles.connected(g)).isTrue();
            Set<Long> weights = new HashSet<>();
            for (long w : g.weights().orElseThrow()) {
                assertThat(w).isPositive();
                weights.add(w);
            }
            assertThat(weights).hasSize(g.edgeCount());
            @SuppressWarnings("unchecked")
            List<List<Long>> tree = (List<List<Long>>) algorithm("kruskal-mst").expected(g);
            assertThat(tree).hasSize(299);
        }
    }

    @Test
    void dijkstraWeightsAreNonNegativeAndTheMatrixMarksMissingEdgesWithMinusOne() {
        ProbeGraph g = Probes.graph("dijkstra", 60, Regime.SPARSE, new Random(2));
        for (long w : g.weights().orElseThrow()) {
            assertThat(w).isBetween(0L, 1000L);
        }
        @SuppressWarnings("unchecked")
        List<List<Long>> m = (List<List<Long>>) algorithm("dijkstra").args(g, Representation.ADJ_MATRIX).get(0);
        long missing = m.stream().flatMap(List::stream).filter(x -> x == -1).count();
        assertThat(missing).isEqualTo(60L * 60 - 60 - g.edgeCount());
    }

    @Test
    void bellmanFordGraphsHaveNegativeEdgesButNoNegativeCycleAndEveryVertexIsReachable() {
        ProbeGraph g = Probes.graph("bellman-ford", 120, Regime.DENSE, new Random(4));
        assertThat(java.util.Arrays.stream(g.weights().orElseThrow()).anyMatch(w -> w < 0)).isTrue();
        @SuppressWarnings("unchecked")
        List<Double> dist = (List<Double>) algorithm("bellman-ford").expected(g);
        assertThat(dist).hasSize(120).allMatch(d -> !d.isInfinite());
        // No negative cycle: the subgraph of non-positive edges (the only ones that could close one) is acyclic.
        org.jgrapht.Graph<Integer, org.jgrapht.graph.DefaultEdge> light =
                new org.jgrapht.graph.DefaultDirectedGraph<>(org.jgrapht.graph.DefaultEdge.class);
        for (int v = 0; v < 120; v++) {
            light.addVertex(v);
        }
        for (int i = 0; i < g.edgeCount(); i++) {
            if (g.weight(i) <= 5L * 120) {
                light.addEdge(g.edges().get(i)[0], g.edges().get(i)[1]);
            }
        }
        assertThat(new CycleDetector<>(light).detectCycles()).isFalse();
    }

    @Test
    void kargerGraphsAreConnectedWithAMinimumCutOfOne() {
        ProbeGraph g = Probes.graph("karger-min-cut", 200, Regime.SPARSE, new Random(9));
        assertThat(new ConnectivityInspector<>(Oracles.simple(g)).isConnected()).isTrue();
        assertThat(algorithm("karger-min-cut").expected(g)).isEqualTo(1L);
        assertThat(algorithm("karger-min-cut").args(g, Representation.EDGE_LIST).get(2)).isEqualTo(Cuts.KARGER_TRIALS);
    }

    @Test
    void everyAlgorithmEncodesEachOfItsProbedRepresentationsAndHasATextbookExponent() {
        for (ProbeAlgorithm a : ProbeAlgorithms.all()) {
            for (Regime regime : Regime.values()) {
                for (Representation r : representations(a.id())) {
                    if (!a.probes(regime, r)) {
                        continue;
                    }
                    ProbeInput input = a.input(30, regime, new Random(1));
                    assertThat(a.args(input, r)).as(a.id() + " " + r).isNotEmpty();
                    assertThat(a.textbook(regime, r).exponent()).as(a.id() + " " + r).isBetween(1.0, 4.0);
                }
            }
        }
        assertThat(ProbeAlgorithms.all()).extracting(ProbeAlgorithm::id).contains("kruskal-mst", "prim-mst",
                "bridge-finding", "articulation-points", "boruvka-mst", "dijkstra", "bellman-ford", "karger-min-cut",
                "stoer-wagner-min-cut", "blossom-maximum-matching");
    }

    /** The representations the dataset has for this algorithm: the ones a program can be probed in. */
    private static Set<Representation> representations(String algorithm) {
        Set<Representation> out = new HashSet<>();
        dev.algoreval.dataset.Dataset.load().instances().stream().filter(i -> i.algorithm().id().equals(algorithm))
                .forEach(i -> out.add(i.representation()));
        assertThat(out).as(algorithm + " in the dataset").isNotEmpty();
        return out;
    }

    private static ProbeAlgorithm algorithm(String id) {
        return Probes.algorithm(id);
    }
}
