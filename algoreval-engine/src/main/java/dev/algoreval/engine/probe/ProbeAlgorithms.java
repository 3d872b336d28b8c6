package dev.algoreval.engine.probe;

import static dev.algoreval.dataset.Representation.ADJ_MATRIX;
import static dev.algoreval.dataset.Representation.EDGE_LIST;
import static dev.algoreval.dataset.Representation.INCIDENCE_MATRIX;
import static dev.algoreval.engine.probe.DeclaredProbe.graphs;
import static dev.algoreval.engine.probe.Encoding.adjacencyList;
import static dev.algoreval.engine.probe.Encoding.adjacencyMatrix;
import static dev.algoreval.engine.probe.Encoding.edgeList;
import static dev.algoreval.engine.probe.Encoding.incidenceMatrix;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The algorithms the scale probe times: the paper's ten (Appendix K), then more. Each is one entry of
 * the table below: its sizes and textbook bound per regime and representation, how its inputs are drawn
 * and answered (the code of {@link SpanningTrees}, {@link Cuts} and the like), and its
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
            new DijkstraProbe(),
            new BellmanFordProbe(),
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
            SccProbe.tarjan(),
            SccProbe.kosaraju(),
            SccProbe.gabow(),
            new ReachabilitySccProbe(),
            new TopologicalSortProbe(),
            new DagShortestPathProbe(),
            new TwoSatProbe(),
            SortProbe.heapSort(),
            SortProbe.mergeSort(),
            SortProbe.countingSort(),
            AllPairsProbe.floydWarshall(),
            AllPairsProbe.johnson(),
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
            new MaxFlowProbe(),
            new MinCostFlowProbe(),
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

    private static Map<String, ProbeAlgorithm> index(List<ProbeAlgorithm> algorithms) {
        Map<String, ProbeAlgorithm> out = new LinkedHashMap<>();
        algorithms.forEach(a -> out.put(a.id(), a));
        return out;
    }
}
