package dev.algoreval.dataset.ablation;

import java.util.Map;
import java.util.Optional;

/** The independent oracle of each ablation problem, by problem id. */
final class AblationOracles {
    private static final Map<String, AblationOracle> BY_ID = Map.ofEntries(
            Map.entry("prufer-sequence", new PruferSequenceOracle()),
            Map.entry("k-core-decomposition", new KCoreDecompositionOracle()),
            Map.entry("transitive-reduction", new TransitiveReductionOracle()),
            Map.entry("tree-center", new TreeCenterOracle()),
            Map.entry("bridge-tree", new BridgeTreeOracle()),
            Map.entry("tree-diameter-double-bfs", new TreeDiameterDoubleBfsOracle()),
            Map.entry("binary-search", new BinarySearchOracle()),
            Map.entry("insertion-sort", new InsertionSortOracle()),
            Map.entry("breadth-first-search", new BreadthFirstSearchOracle()),
            Map.entry("kadane", new KadaneOracle()),
            Map.entry("kruskal", new KruskalOracle()),
            Map.entry("caesar-cipher", new CaesarCipherOracle()));

    private AblationOracles() {
    }

    static Optional<AblationOracle> forProblem(String id) {
        return Optional.ofNullable(BY_ID.get(id));
    }
}
