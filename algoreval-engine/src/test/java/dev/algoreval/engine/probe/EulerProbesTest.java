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
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.junit.jupiter.api.Test;

/** Eulerian circuit and path: the graphs keep the prompts' promises, the smallest walks are right. */
class EulerProbesTest {

    @Test
    void circuitGraphsAreBalancedStronglyConnectedAndSimple() {
        for (Regime regime : java.util.List.of(Regime.DENSE, Regime.SPARSE)) {
            int n = 300;
            ProbeGraph g = Probes.graph("hierholzer-eulerian-circuit", n, regime, new Random(7));
            assertThat(g.directed()).isTrue();
            int[] in = new int[n];
            int[] out = new int[n];
            Set<Long> pairs = new HashSet<>();
            for (int[] e : g.edges()) {
                assertThat(e[0]).isNotEqualTo(e[1]);
                assertThat(pairs.add((long) e[0] * n + e[1])).as("parallel edge").isTrue();
                out[e[0]]++;
                in[e[1]]++;
            }
            assertThat(in).isEqualTo(out);
            org.jgrapht.Graph<Integer, org.jgrapht.graph.DefaultEdge> jg =
                    new org.jgrapht.graph.SimpleDirectedGraph<>(org.jgrapht.graph.DefaultEdge.class);
            for (int v = 0; v < n; v++) {
                jg.addVertex(v);
            }
            g.edges().forEach(e -> jg.addEdge(e[0], e[1]));
            assertThat(new KosarajuStrongConnectivityInspector<>(jg).isStronglyConnected()).isTrue();
            @SuppressWarnings("unchecked")
            List<Long> walk = (List<Long>) Probes.algorithm("hierholzer-eulerian-circuit").expected(g);
            assertThat(walk).hasSize(g.edgeCount() + 1).startsWith(0L).endsWith(0L);
            assertThat(Probes.algorithm("hierholzer-eulerian-circuit").args(g, Representation.ADJ_LIST)).element(1).isEqualTo(0L);
        }
    }

    @Test
    void pathGraphsAreConnectedSimpleAndHaveExactlyTwoOddVertices() {
        for (Regime regime : java.util.List.of(Regime.DENSE, Regime.SPARSE)) {
            int n = 100;
            ProbeGraph g = Probes.graph("eulerian-path", n, regime, new Random(3));
            assertThat(g.directed()).isFalse();
            assertThat(Oracles.connected(g)).isTrue();
            int[] degree = new int[n];
            Set<Long> pairs = new HashSet<>();
            for (int[] e : g.edges()) {
                assertThat(e[0]).isNotEqualTo(e[1]);
                assertThat(pairs.add((long) Math.min(e[0], e[1]) * n + Math.max(e[0], e[1]))).isTrue();
                degree[e[0]]++;
                degree[e[1]]++;
            }
            List<Integer> odd = new ArrayList<>();
            for (int v = 0; v < n; v++) {
                if (degree[v] % 2 == 1) {
                    odd.add(v);
                }
            }
            assertThat(odd).hasSize(2);
            @SuppressWarnings("unchecked")
            List<Long> walk = (List<Long>) Probes.algorithm("eulerian-path").expected(g);
            assertThat(walk).hasSize(g.edgeCount() + 1).startsWith((long) odd.get(0)).endsWith((long) odd.get(1));
        }
    }

    @Test
    void theSmallestWalksEqualAnExhaustiveSearchOnSmallRandomGraphs() {
        Random random = new Random(1);
        for (int round = 0; round < 300; round++) {
            // Up to 12 edges: the exhaustive search is exponential.
            int n = 3 + random.nextInt(4);
            ProbeGraph even = EulerianGraphs.evenGraph(n, 0.5 + random.nextDouble() / 2, random);
            if (even.edgeCount() == 0 || even.edgeCount() > 12 || !connectedOverEdges(even)) {
                continue;
            }
            List<int[]> edges = new ArrayList<>(even.edges());
            java.util.Collections.shuffle(edges, random);
            if (round % 2 == 1) {
                edges.remove(0);
            }
            if (!edges.isEmpty() && connectedOverEdges(new ProbeGraph(n, false, edges, Optional.empty()))) {
                assertThat(EulerWalks.smallestPath(n, edges)).as("undirected " + describe(edges))
                        .isEqualTo(exhaustive(n, edges, false, -1));
            }
            // The same edges oriented along a circuit (when they still form one).
            if (round % 2 == 0) {
                ProbeGraph circuitGraph = Probes.graph("hierholzer-eulerian-circuit", n, Regime.DENSE, new Random(round));
                if (circuitGraph.edgeCount() > 12) {
                    continue;
                }
                int start = random.nextInt(n);
                assertThat(EulerWalks.smallestCircuit(n, circuitGraph.edges(), start)).as("directed " + describe(circuitGraph.edges()))
                        .isEqualTo(exhaustive(n, circuitGraph.edges(), true, start));
            }
        }
    }

    @Test
    void theTruthAgreesWithEveryHiddenTestOfBothEdgeLists() {
        for (HiddenTest test : HiddenTestGraphs.edgeListTests("hierholzer-eulerian-circuit")) {
            ProbeGraph g = HiddenTestGraphs.graph(test, true);
            assertThat(longs(EulerWalks.smallestCircuit(g.n(), g.edges(), HiddenTestGraphs.intArg(test, 2)))).as(test.name())
                    .isEqualTo(test.expected());
        }
        for (HiddenTest test : HiddenTests.of("eulerian-path", Representation.EDGE_LIST).orElseThrow()) {
            ProbeGraph g = HiddenTestGraphs.graph(test, false);
            assertThat(longs(EulerWalks.smallestPath(g.n(), g.edges()))).as(test.name()).isEqualTo(test.expected());
        }
    }

    private static List<Long> longs(List<Integer> walk) {
        return walk.stream().map(Integer::longValue).toList();
    }

    /** Backtracking over the edges in neighbour order: the first complete walk found is the smallest. */
    private static List<Integer> exhaustive(int n, List<int[]> edges, boolean directed, int start) {
        List<Integer> starts = new ArrayList<>();
        if (directed) {
            starts.add(start);
        } else {
            for (int v = 0; v < n; v++) {
                starts.add(v);
            }
        }
        for (int s : starts) {
            List<Integer> walk = new ArrayList<>(List.of(s));
            if (extend(walk, new boolean[edges.size()], edges, directed, directed ? s : -1)) {
                return walk;
            }
        }
        return List.of();
    }

    private static boolean extend(List<Integer> walk, boolean[] used, List<int[]> edges, boolean directed, int mustEnd) {
        if (walk.size() == edges.size() + 1) {
            return mustEnd < 0 || walk.get(walk.size() - 1) == mustEnd;
        }
        int at = walk.get(walk.size() - 1);
        List<int[]> options = new ArrayList<>();
        for (int i = 0; i < edges.size(); i++) {
            int[] e = edges.get(i);
            if (!used[i] && (e[0] == at || (!directed && e[1] == at))) {
                options.add(new int[] {e[0] == at ? e[1] : e[0], i});
            }
        }
        options.sort(java.util.Comparator.comparingInt(o -> o[0]));
        for (int[] o : options) {
            used[o[1]] = true;
            walk.add(o[0]);
            if (extend(walk, used, edges, directed, mustEnd)) {
                return true;
            }
            walk.remove(walk.size() - 1);
            used[o[1]] = false;
        }
        return false;
    }

    private static boolean connectedOverEdges(ProbeGraph g) {
        org.jgrapht.Graph<Integer, org.jgrapht.graph.DefaultEdge> jg = Oracles.simple(g);
        Set<Integer> touched = new HashSet<>();
        g.edges().forEach(e -> {
            touched.add(e[0]);
            touched.add(e[1]);
        });
        return new org.jgrapht.alg.connectivity.ConnectivityInspector<>(jg).connectedSets().stream()
                .filter(c -> c.stream().anyMatch(touched::contains)).count() == 1;
    }

    private static String describe(List<int[]> edges) {
        return edges.stream().map(e -> e[0] + "-" + e[1]).toList().toString();
    }
}
