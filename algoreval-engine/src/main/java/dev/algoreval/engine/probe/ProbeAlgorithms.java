package dev.algoreval.engine.probe;

import static dev.algoreval.dataset.Representation.ADJ_LIST;
import static dev.algoreval.dataset.Representation.ADJ_MATRIX;
import static dev.algoreval.dataset.Representation.DEFAULT;
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
    /** Python's heap sort takes about 1 s at 200,000 elements, its merge sort 0.7 s. */
    private static final List<Integer> LINEARITHMIC_SORT_SIZES = List.of(12_500, 25_000, 50_000, 100_000, 200_000);
    /** Counting sort is cheaper per element (Python about 0.1 s at 400,000). */
    private static final List<Integer> COUNTING_SORT_SIZES = List.of(25_000, 50_000, 100_000, 200_000, 400_000);
    /** Six passes per element: Python's radix sort takes about 0.6 s at 200,000. */
    private static final List<Integer> RADIX_SORT_SIZES = LINEARITHMIC_SORT_SIZES;

    private static final Map<String, ProbeAlgorithm> ALL = index(
            spanningTree("kruskal-mst", Bounds.nearLinearTimesLog("O(E log E)", Textbook.EDGES_LOG_EDGES))
                    .sizes(Sizes.nearLinear(Sizes.UNION_FIND_SPARSE)),
            // Prim's heap pays its log factor per decrease-key, which random weights make rare (see
            // dijkstra); Kruskal's sort and Borůvka's rounds pay their log factor on any input.
            spanningTree("prim-mst", Bounds.nearLinearTimesLog("O(E log V)", Textbook.LINEARITHMIC).worstCaseOnlyExceptOn(ADJ_MATRIX)),
            cutStructure("bridge-finding", Cuts::bridges),
            cutStructure("articulation-points", Cuts::articulationPoints),
            spanningTree("boruvka-mst", Bounds.nearLinearTimesLog("O(E log V)", Textbook.LINEARITHMIC)),
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
                    .followedBy(ShortestPaths::source),
            graphs("bellman-ford")
                    .sizes(Sizes.byRegime(List.of(40, 57, 80, 113, 160), List.of(80, 113, 160, 226, 320)))
                    // The planted path makes O(V E) the real cost, not a worst case (ShortestPaths.plantedPath).
                    .textbook(Bounds.inE("O(V E)", Textbook.VERTICES_TIMES_EDGES, 3, "n³", 2, "n² log n"))
                    .input(ShortestPaths::plantedPath)
                    .expected(ShortestPaths::bellmanFord)
                    .args(edgeList())
                    .followedBy(ShortestPaths::source),
            graphs("karger-min-cut")
                    .sizes(Sizes.byRegime(List.of(100, 141, 200, 283, 400), List.of(250, 500, 1000, 2000, 4000)))
                    // With the trials fixed, the time is one trial's, O(E α(n)) with union–find.
                    .textbook(Bounds.inE("O(trials · E α(n)), trials = " + Cuts.KARGER_TRIALS, Textbook.LINEAR, 2, "n²", 1, "n log n"))
                    .input(Cuts::withPendantVertex)
                    .expected(Cuts::pendantCut)
                    .args(edgeList())
                    .followedBy(g -> Cuts.KARGER_TRIALS),
            graphs("stoer-wagner-min-cut")
                    // Dense regime only: the textbook time is V-dependent.
                    .sizes(Sizes.denseOnly(Sizes.CUBIC))
                    .textbook(Bounds.always(new Textbook("O(V³)", 3, "n³", Textbook.CUBIC)))
                    .input(Cuts::randomlyWeighted)
                    .expected(Cuts::stoerWagner)
                    .args(edgeList(), adjacencyList(), adjacencyMatrix(0)),
            graphs("blossom-maximum-matching")
                    // Dense regime only: the textbook time is V-dependent. Random graphs do not reach
                    // Edmonds' O(V³).
                    .sizes(Sizes.denseOnly(List.of(40, 57, 80, 113, 160)))
                    .textbook(Bounds.always(new Textbook("O(V³)", 3, "n³", Textbook.CUBIC).asWorstCaseOnly()))
                    .input(UndirectedProbeGraphs::gnp)
                    .expected(Matchings::blossomMates)
                    .args(edgeList(), adjacencyList(), incidenceMatrix()),
            stronglyConnected("tarjan-scc"),
            stronglyConnected("kosaraju-scc"),
            stronglyConnected("gabow-scc"),
            graphs("scc-mutual-reachability")
                    // Python's Warshall takes about 0.4 s at n = 226 (11.5 million inner steps). Dense regime
                    // only, since the closure's cost does not depend on E (a breadth-first search from every
                    // vertex, O(V (V + E)), is n³ on these dense graphs too).
                    .sizes(Sizes.denseOnly(List.of(57, 80, 113, 160, 226)))
                    .textbook(Bounds.always(new Textbook("O(V³) (transitive closure)", 3, "n³", Textbook.CUBIC)))
                    .input(DirectedProbeGraphs::gnp)
                    .expected(DirectedProbeGraphs::gabowComponents)
                    .args(edgeList(), adjacencyList(), zeroOneMatrix()),
            graphs("topological-sort")
                    .sizes(Sizes.nearLinear())
                    // Kahn's algorithm with a min-heap, for the lexicographically smallest order.
                    .textbook(Bounds.nearLinear("O(V log V + E)", Textbook.VERTICES_LOG_VERTICES_PLUS_EDGES))
                    .input(DirectedProbeGraphs::dag)
                    .expected(DirectedProbeGraphs::smallestTopologicalOrder)
                    .args(edgeList(), adjacencyList(), zeroOneMatrix()),
            graphs("dag-shortest-path")
                    // Nearly every matrix entry is the 8-character 1000000: n = 566 is already 2.6 MB of text.
                    // Dense only, as every V² matrix (Sizes.MATRIX).
                    .sizes(Sizes.byRegime(Sizes.NEAR_LINEAR_DENSE, Sizes.NEAR_LINEAR_SPARSE)
                            .on(ADJ_MATRIX, Sizes.denseOnly(List.of(141, 200, 283, 400, 566))))
                    .textbook(Bounds.nearLinear("O(V + E)", Textbook.LINEAR))
                    .input(ShortestPaths::weightedDag)
                    .expected(ShortestPaths::dagDistances)
                    .args(edgeList(), adjacencyList(), new Encoding<>(ADJ_MATRIX, g -> List.of(ShortestPaths.dagMatrix(g))))
                    .followedBy(ShortestPaths::source),
            // Clauses over variables: G(n, p) pairs of variables, in the graph regimes.
            DeclaredProbe.of("two-sat", Regime.Kind.GRAPH, TwoSatFormula.class)
                    .sizes(Sizes.byRegime(Sizes.NEAR_LINEAR_DENSE, Sizes.NEAR_LINEAR_SPARSE))
                    .textbook(Bounds.byRegime(new Textbook("O(n + m) (n variables, m clauses)", 2, "m ~ n²: n²", Textbook.LINEAR),
                            new Textbook("O(n + m) (n variables, m clauses)", 1, "m ~ n log n: n log n", Textbook.LINEAR)))
                    .input(TwoSat::forcedFormula)
                    .expected(TwoSat::assignment)
                    .args(new Encoding<>(EDGE_LIST, f -> List.of((long) f.n(), f.clauseList()))),
            // Every sort's textbook cost is linear or n log n in n, so a fit near 2 is a hidden quadratic
            // sort in either regime.
            sort("heap-sort", LINEARITHMIC_SORT_SIZES, new Textbook("O(n log n)", 1, "n log n", Sorts.N_LOG_N), Sorts::signed),
            sort("merge-sort", LINEARITHMIC_SORT_SIZES, new Textbook("O(n log n)", 1, "n log n", Sorts.N_LOG_N), Sorts::signed),
            // Keys 0 … k − 1 with k = n / 100: k grows with n, so O(n + k) is linear and an O(n k) program is
            // quadratic, while the count array (at most 4,000 entries) stays in the caches. With k = n the random
            // increments and scattered writes went from cache to memory over the probed sizes, and correct
            // references in five languages fitted 1.5–1.8.
            sort("counting-sort", COUNTING_SORT_SIZES, new Textbook("O(n + k)", 1, "k = n/100: n", Textbook.LINEAR),
                    Sorts::countingKeys),
            graphs("floyd-warshall")
                    // V³ whatever E is: dense regime only.
                    .sizes(Sizes.denseOnly(List.of(50, 71, 100, 141, 200)))
                    .textbook(Bounds.always(new Textbook("O(V³)", 3, "n³", Textbook.CUBIC)))
                    .input(AllPairsShortestPaths::withPotentials)
                    .expected(AllPairsShortestPaths::floydWarshall)
                    .args(edgeList(), adjacencyList(), new Encoding<>(ADJ_MATRIX, g -> List.of(AllPairsShortestPaths.matrix(g))))
                    .resultBytes(AllPairsShortestPaths::resultBytes),
            graphs("johnson-apsp")
                    .sizes(Sizes.byRegime(List.of(60, 85, 120, 170, 240), List.of(100, 141, 200, 283, 400)))
                    // The negative edges give the reweighting real work, and its V Dijkstra runs make V E log V
                    // the real cost; yet each run pays its heap's log factor only per decrease-key (dijkstra).
                    .textbook(Bounds.inE("O(V E log V)", Textbook.VERTICES_TIMES_LINEARITHMIC, 3, "n³ log n", 2, "n² log² n")
                            .worstCaseOnly())
                    .input(AllPairsShortestPaths::withPotentials)
                    .expected(AllPairsShortestPaths::johnson)
                    .args(edgeList(), adjacencyList(), new Encoding<>(ADJ_MATRIX, g -> List.of(AllPairsShortestPaths.matrix(g))))
                    .resultBytes(AllPairsShortestPaths::resultBytes),
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
                    .classApi(EDGE_LIST, Matchings::hopcroftKarpCalls),
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
                    .followedBy(Flows::source, Flows::sink),
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
                    .followedBy(net -> (long) net.source(), net -> (long) net.sink()),
            graphs("hierholzer-eulerian-circuit")
                    // The walk is the result: E + 1 numbers, under the run's 1 MiB output cap up to E ~ 150,000.
                    .sizes(Sizes.byRegime(Sizes.NEAR_LINEAR_DENSE, Sizes.NEAR_LINEAR_SPARSE))
                    // Hierholzer, O(V + E) after sorting each vertex's edges for the lexicographic order,
                    // O(V + E log E) (the prompt's hint).
                    .textbook(Bounds.inE("O(V + E log E)", Textbook.EDGES_LOG_EDGES, 2, "n² log n", 1, "n log² n"))
                    .input(EulerianGraphs::circuit)
                    .expected(EulerianGraphs::smallestCircuit)
                    .args(edgeList(), adjacencyList())
                    .followedBy(EulerianGraphs::start)
                    .resultBytes(EulerianGraphs::resultBytes),
            graphs("eulerian-path")
                    // The path prompt also allows Fleury's algorithm, O(E²) with a search for bridges at every
                    // step (and every reference uses it); these sizes are small enough for that to finish.
                    .sizes(Sizes.byRegime(List.of(24, 34, 48, 68, 96), List.of(40, 57, 80, 113, 160)))
                    // The slower of the two algorithms the prompt allows, O(E²), as a worst case: a Fleury program
                    // matches it, a Hierholzer one stays below it, and only a program slower than Fleury is flagged.
                    .textbook(Bounds.inE("O(E²) (Fleury, allowed by the prompt; Hierholzer: O(V + E log E))", Textbook.EDGES_SQUARED,
                            4, "n⁴", 2, "n² log² n").worstCaseOnly())
                    .input(EulerianGraphs::path)
                    .expected(EulerianGraphs::smallestPath)
                    .args(edgeList(), adjacencyList())
                    .resultBytes(EulerianGraphs::resultBytes),
            sort("radix-sort", RADIX_SORT_SIZES, new Textbook("O(d (n + b))", 1, "d = 6, b = 10: n", Sorts.RADIX),
                    Sorts::radixKeys));

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

    /** A sort: one representation, the same bound in both sequence regimes. */
    private static DeclaredProbe.Builder<ProbeSequence> sort(String id, List<Integer> sizes, Textbook textbook, Sorts.Values values) {
        return DeclaredProbe.of(id, Regime.Kind.SEQUENCE, ProbeSequence.class)
                .sizes(Sizes.only(DEFAULT, sizes))
                .textbook(Bounds.always(textbook))
                .input((n, regime, random) -> Sorts.inRegimeOrder(values.draw(n, random), regime))
                .expected(Sorts::sorted)
                .args(new Encoding<>(DEFAULT, Sorts::argument));
    }

    private static Map<String, ProbeAlgorithm> index(DeclaredProbe.Builder<?>... declarations) {
        Map<String, ProbeAlgorithm> out = new LinkedHashMap<>();
        for (DeclaredProbe.Builder<?> declaration : declarations) {
            ProbeAlgorithm algorithm = declaration.build();
            if (out.put(algorithm.id(), algorithm) != null) {
                throw new IllegalStateException(algorithm.id() + " is declared twice");
            }
        }
        return out;
    }
}
