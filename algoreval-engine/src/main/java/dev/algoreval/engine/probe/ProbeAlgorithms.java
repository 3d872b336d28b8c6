package dev.algoreval.engine.probe;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The algorithms the scale probe times: the paper's ten (Appendix K), then more. */
public final class ProbeAlgorithms {
    private static final Map<String, ProbeAlgorithm> ALL = index(List.of(
            new MstProbe("kruskal-mst", "O(E log E)", Textbook.EDGES_LOG_EDGES),
            new MstProbe("prim-mst", "O(E log V)", Textbook.LINEARITHMIC),
            CutStructureProbe.bridges(),
            CutStructureProbe.articulationPoints(),
            new MstProbe("boruvka-mst", "O(E log V)", Textbook.LINEARITHMIC),
            new DijkstraProbe(),
            new BellmanFordProbe(),
            new KargerProbe(),
            new StoerWagnerProbe(),
            new MatchingProbe(),
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
            new BipartiteMatchingProbe(),
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

    private static Map<String, ProbeAlgorithm> index(List<ProbeAlgorithm> algorithms) {
        Map<String, ProbeAlgorithm> out = new LinkedHashMap<>();
        algorithms.forEach(a -> out.put(a.id(), a));
        return out;
    }
}
