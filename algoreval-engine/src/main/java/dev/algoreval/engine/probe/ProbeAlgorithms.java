package dev.algoreval.engine.probe;

import static dev.algoreval.dataset.Representation.ADJ_LIST;
import static dev.algoreval.dataset.Representation.ADJ_MATRIX;
import static dev.algoreval.dataset.Representation.EDGE_LIST;
import static dev.algoreval.dataset.Representation.INCIDENCE_MATRIX;
import static dev.algoreval.engine.probe.DeclaredProbe.graphs;
import static dev.algoreval.engine.probe.Encoding.adjacencyList;
import static dev.algoreval.engine.probe.Encoding.adjacencyMatrix;
import static dev.algoreval.engine.probe.Encoding.edgeList;
import static dev.algoreval.engine.probe.Encoding.incidenceMatrix;
import static dev.algoreval.engine.probe.Encoding.zeroOneMatrix;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The algorithms the scale probe times: the paper's ten (Appendix K), then more. Each is one entry of
 * the table below: its sizes and textbook bound per regime and representation, how its inputs are drawn
 * and answered (the code of {@link SpanningTrees}, {@link ShortestPaths} and the like), and its
 * arguments per representation. A new algorithm is one more entry.
 */
public final class ProbeAlgorithms {

    private static final Map<String, ProbeAlgorithm> ALL = index(List.of(
            spanningTree("kruskal-mst", Bounds.nearLinearTimesLog("O(E log E)", Textbook.EDGES_LOG_EDGES)).build(),
            // Prim's heap pays its log factor per decrease-key, which random weights make rare (see
            // dijkstra); Kruskal's sort and Borůvka's rounds pay their log factor on any input.
            spanningTree("prim-mst", Bounds.nearLinearTimesLog("O(E log V)", Textbook.LINEARITHMIC).worstCaseOnlyExceptOn(ADJ_MATRIX)).build(),
            cutStructure("bridge-finding", Cuts::bridges).build(),
            cutStructure("articulation-points", Cuts::articulationPoints).build(),
            spanningTree("boruvka-mst", Bounds.nearLinearTimesLog("O(E log V)", Textbook.LINEARITHMIC)).build(),
            graphs("dijkstra")
                    .sizes(Sizes.nearLinear())
                    // A binary heap's log factor is paid per decrease-key (or lazy push), and random weights make
                    // O(V log(1 + E/V)) of them, not E (Goldberg and Tarjan, Princeton TR-530-96, for Dijkstra; the
                    // same record-value argument for Prim's keys): what these inputs show is E + V log V log(E/V).
                    // Reading a matrix is V² on any input.
                    .textbook(Bounds.nearLinearTimesLog("O((V + E) log V)", Textbook.LINEARITHMIC).worstCaseOnlyExceptOn(ADJ_MATRIX))
                    .input(ShortestPaths::nonNegativelyWeighted)
                    .expected(ShortestPaths::dijkstra)
                    .args(edgeList(), adjacencyList(), adjacencyMatrix(-1))
                    .followedBy(ShortestPaths::source).build(),
            graphs("bellman-ford")
                    .sizes(Sizes.byRegime(List.of(40, 57, 80, 113, 160), List.of(80, 113, 160, 226, 320)))
                    // The planted path makes O(V E) the real cost, not a worst case (ShortestPaths.plantedPath).
                    .textbook(Bounds.inE("O(V E)", Textbook.VERTICES_TIMES_EDGES, 3, "n³", 2, "n² log n"))
                    .input(ShortestPaths::plantedPath)
                    .expected(ShortestPaths::bellmanFord)
                    .args(edgeList())
                    .followedBy(ShortestPaths::source).build(),
            graphs("karger-min-cut")
                    .sizes(Sizes.byRegime(List.of(100, 141, 200, 283, 400), List.of(250, 500, 1000, 2000, 4000)))
                    // With the trials fixed, the time is one trial's, O(E α(n)) with union–find.
                    .textbook(Bounds.inE("O(trials · E α(n)), trials = " + Cuts.KARGER_TRIALS, Textbook.LINEAR, 2, "n²", 1, "n log n"))
                    .input(Cuts::withPendantVertex)
                    .expected(Cuts::pendantCut)
                    .args(edgeList())
                    .followedBy(g -> Cuts.KARGER_TRIALS).build(),
            graphs("stoer-wagner-min-cut")
                    // Dense regime only: the textbook time is V-dependent.
                    .sizes(Sizes.denseOnly(Sizes.CUBIC))
                    .textbook(Bounds.always(new Textbook("O(V³)", 3, "n³", Textbook.CUBIC)))
                    .input(Cuts::randomlyWeighted)
                    .expected(Cuts::stoerWagner)
                    .args(edgeList(), adjacencyList(), adjacencyMatrix(0)).build(),
            graphs("blossom-maximum-matching")
                    // Dense regime only: the textbook time is V-dependent. Random graphs do not reach
                    // Edmonds' O(V³).
                    .sizes(Sizes.denseOnly(List.of(40, 57, 80, 113, 160)))
                    .textbook(Bounds.always(new Textbook("O(V³)", 3, "n³", Textbook.CUBIC).asWorstCaseOnly()))
                    .input(UndirectedProbeGraphs::gnp)
                    .expected(Matchings::blossomMates)
                    .args(edgeList(), adjacencyList(), incidenceMatrix()).build(),
            stronglyConnected("tarjan-scc").build(),
            stronglyConnected("kosaraju-scc").build(),
            stronglyConnected("gabow-scc").build(),
            graphs("scc-mutual-reachability")
                    // Python's Warshall takes about 0.4 s at n = 226 (11.5 million inner steps). Dense regime
                    // only, since the closure's cost does not depend on E (a breadth-first search from every
                    // vertex, O(V (V + E)), is n³ on these dense graphs too).
                    .sizes(Sizes.denseOnly(List.of(57, 80, 113, 160, 226)))
                    .textbook(Bounds.always(new Textbook("O(V³) (transitive closure)", 3, "n³", Textbook.CUBIC)))
                    .input(DirectedProbeGraphs::gnp)
                    .expected(DirectedProbeGraphs::gabowComponents)
                    .args(edgeList(), adjacencyList(), zeroOneMatrix()).build(),
            graphs("topological-sort")
                    .sizes(Sizes.nearLinear())
                    // Kahn's algorithm with a min-heap, for the lexicographically smallest order.
                    .textbook(Bounds.nearLinear("O(V log V + E)", Textbook.VERTICES_LOG_VERTICES_PLUS_EDGES))
                    .input(DirectedProbeGraphs::dag)
                    .expected(DirectedProbeGraphs::smallestTopologicalOrder)
                    .args(edgeList(), adjacencyList(), zeroOneMatrix()).build(),
            graphs("dag-shortest-path")
                    // Nearly every matrix entry is the 8-character 1000000: n = 566 is already 2.6 MB of text.
                    .sizes(Sizes.byRegime(Sizes.NEAR_LINEAR_DENSE, Sizes.NEAR_LINEAR_SPARSE)
                            .on(ADJ_MATRIX, Sizes.always(List.of(141, 200, 283, 400, 566))))
                    .textbook(Bounds.nearLinear("O(V + E)", Textbook.LINEAR))
                    .input(ShortestPaths::weightedDag)
                    .expected(ShortestPaths::dagDistances)
                    .args(edgeList(), adjacencyList(), new Encoding<>(ADJ_MATRIX, g -> List.of(ShortestPaths.dagMatrix(g))))
                    .followedBy(ShortestPaths::source).build(),
            new TwoSatProbe(),
            SortProbe.heapSort(),
            SortProbe.mergeSort(),
            SortProbe.countingSort(),
            graphs("floyd-warshall")
                    // V³ whatever E is: dense regime only.
                    .sizes(Sizes.denseOnly(List.of(50, 71, 100, 141, 200)))
                    .textbook(Bounds.always(new Textbook("O(V³)", 3, "n³", Textbook.CUBIC)))
                    .input(AllPairsShortestPaths::withPotentials)
                    .expected(AllPairsShortestPaths::floydWarshall)
                    .args(edgeList(), adjacencyList(), new Encoding<>(ADJ_MATRIX, g -> List.of(AllPairsShortestPaths.matrix(g))))
                    .resultBytes(AllPairsShortestPaths::resultBytes).build(),
            graphs("johnson-apsp")
                    .sizes(Sizes.byRegime(List.of(60, 85, 120, 170, 240), List.of(100, 141, 200, 283, 400)))
                    // The negative edges give the reweighting real work, and its V Dijkstra runs make V E log V
                    // the real cost; yet each run pays its heap's log factor only per decrease-key (dijkstra).
                    .textbook(Bounds.inE("O(V E log V)", Textbook.VERTICES_TIMES_LINEARITHMIC, 3, "n³ log n", 2, "n² log² n")
                            .worstCaseOnly())
                    .input(AllPairsShortestPaths::withPotentials)
                    .expected(AllPairsShortestPaths::johnson)
                    .args(edgeList(), adjacencyList(), new Encoding<>(ADJ_MATRIX, g -> List.of(AllPairsShortestPaths.matrix(g))))
                    .resultBytes(AllPairsShortestPaths::resultBytes).build(),
            graphs("hopcroft-karp")
                    // The incidence matrix is V · E numbers, so its cost is reading it: O(V E), dense regime only,
                    // at smaller sizes.
                    .sizes(Sizes.byRegime(List.of(283, 400, 566, 800, 1131), List.of(1000, 2000, 4000, 8000, 16000))
                            .on(INCIDENCE_MATRIX, Sizes.denseOnly(List.of(57, 80, 113, 160, 226))))
                    // O(E √V) is a worst case: on random bipartite graphs the shortest augmenting paths stay short
                    // and the phases are few. The edge list's addEdge calls are O(E), below the bound.
                    .textbook(Bounds.inE("O(E √V)", Textbook.EDGES_SQRT_VERTICES, 2.5, "n^2.5", 1.5, "n^1.5 log n").worstCaseOnly()
                            .on(INCIDENCE_MATRIX, Bounds.always(new Textbook("O(V E) (the matrix alone is V E)", 3, "E ~ n²: n³",
                                    Textbook.VERTICES_TIMES_EDGES))))
                    .input(Matchings::bipartite)
                    .expected(Matchings::hopcroftKarpSize)
                    .args(adjacencyList().precededBy(Matchings::sides), incidenceMatrix().precededBy(Matchings::sides),
                            new Encoding<>(EDGE_LIST, Matchings::sides))
                    .classApi(EDGE_LIST, Matchings::hopcroftKarpCalls).build(),
            graphs("dinic-max-flow")
                    // The capacity matrix is V² whatever E is: dense regime only.
                    .sizes(Sizes.byRegime(Sizes.NEAR_LINEAR_DENSE, Sizes.NEAR_LINEAR_SPARSE)
                            .on(ADJ_MATRIX, Sizes.denseOnly(Sizes.MATRIX)))
                    // Dinic's O(V² E) is a worst case: on random graphs the sink is a few BFS levels away and there
                    // are few phases, so a fit below it is not a finding.
                    .textbook(Bounds.inE("O(V² E)", Textbook.VERTICES_SQUARED_EDGES, 4, "n⁴", 3, "n³ log n").worstCaseOnly())
                    .input(Flows::capacitated)
                    .expected(Flows::maximumFlow)
                    .args(edgeList(), adjacencyList(), adjacencyMatrix(0))
                    .followedBy(Flows::source, Flows::sink).build(),
            DeclaredProbe.of("min-cost-max-flow", Regime.Kind.GRAPH, CostFlowNetwork.class)
                    // Small because the references' real cost still grows about as n^4.5 on dense graphs.
                    .sizes(Sizes.byRegime(List.of(25, 35, 50, 71, 100), List.of(50, 71, 100, 141, 200)))
                    // Successive shortest paths: O(F · V E) with one Bellman–Ford pass per augmentation; F is at
                    // most U · V for capacities up to U (a constant here), so O(V² E) — a worst case: random graphs
                    // need far fewer augmentations than F and far fewer than V Bellman–Ford rounds.
                    .textbook(Bounds.inE("O(F V E), F ≤ U V", Textbook.VERTICES_SQUARED_EDGES, 4, "n⁴", 3, "n³ log n")
                            .worstCaseOnly())
                    .input(Flows::costed)
                    .expected(Flows::minimumCostMaximumFlow)
                    .args(new Encoding<>(EDGE_LIST, net -> List.of((long) net.n(), net.edgeList())),
                            new Encoding<>(ADJ_LIST, net -> List.of(net.adjacencyList())))
                    .followedBy(net -> (long) net.source(), net -> (long) net.sink()).build(),
            EulerProbe.circuit(),
            EulerProbe.path(),
            SortProbe.heapSort(),
            SortProbe.mergeSort(),
            SortProbe.countingSort(),
            SortProbe.radixSort()));

    private ProbeAlgorithms() {
    }

    public static Optional<ProbeAlgorithm> of(String algorithmId) {
        return Optional.ofNullable(ALL.get(algorithmId));
    }

    public static List<ProbeAlgorithm> all() {
        return List.copyOf(ALL.values());
    }

    /** Kruskal, Prim, Borůvka: one probe under three names, but for the bound. */
    private static DeclaredProbe.Builder<ProbeGraph> spanningTree(String id, Bounds bounds) {
        return graphs(id)
                .sizes(Sizes.nearLinear())
                .textbook(bounds)
                .input(SpanningTrees::distinctlyWeighted)
                .expected(SpanningTrees::minimumSpanningTree)
                .args(edgeList(), adjacencyList(), adjacencyMatrix(0));
    }

    /** Bridges and articulation points: the same plain G(n, p), each its own answer. */
    private static DeclaredProbe.Builder<ProbeGraph> cutStructure(String id, Function<ProbeGraph, Object> truth) {
        return graphs(id)
                .sizes(Sizes.nearLinear())
                .textbook(Bounds.nearLinear("O(V + E)", Textbook.LINEAR))
                .input(UndirectedProbeGraphs::gnp)
                .expected(truth)
                .args(edgeList(), adjacencyList());
    }

    /** Tarjan, Kosaraju, Gabow: the linear-time strongly connected components, one probe under three names. */
    private static DeclaredProbe.Builder<ProbeGraph> stronglyConnected(String id) {
        return graphs(id)
                .sizes(Sizes.nearLinear())
                .textbook(Bounds.nearLinear("O(V + E)", Textbook.LINEAR))
                .input(DirectedProbeGraphs::gnp)
                .expected(DirectedProbeGraphs::kosarajuComponents)
                .args(edgeList(), adjacencyList(), zeroOneMatrix());
    }

    private static Map<String, ProbeAlgorithm> index(List<ProbeAlgorithm> algorithms) {
        Map<String, ProbeAlgorithm> out = new LinkedHashMap<>();
        algorithms.forEach(a -> out.put(a.id(), a));
        return out;
    }
}
