package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.jgrapht.alg.StoerWagnerMinimumCut;
import org.jgrapht.graph.DefaultWeightedEdge;

/**
 * Stoer–Wagner: a connected G(n, p) with weights 1..10⁶ drawn at random, so that two cuts of equal
 * weight (the prompt promises one minimum cut) are very unlikely; the checker accepts either side of
 * a cut of the right weight anyway. Dense regime only: the textbook time is V-dependent. Truth:
 * JGraphT's Stoer–Wagner.
 */
final class StoerWagnerProbe extends GraphProbeAlgorithm {
    @Override
    public String id() {
        return "stoer-wagner-min-cut";
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        return regime == Regime.DENSE ? CUBIC : List.of();
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        return new Textbook("O(V³)", 3, "n³", Textbook.CUBIC);
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
        return until(() -> {
            List<int[]> edges = Gnp.undirected(n, regime.edgeProbability(n), random);
            long[] weights = new long[edges.size()];
            for (int i = 0; i < weights.length; i++) {
                weights[i] = 1 + random.nextInt(1_000_000);
            }
            return new ProbeGraph(n, false, edges, Optional.of(weights));
        }, Oracles::connected, "connected graph");
    }

    @Override
    public Object expected(ProbeGraph graph) {
        StoerWagnerMinimumCut<Integer, DefaultWeightedEdge> cut = new StoerWagnerMinimumCut<>(Oracles.weighted(graph));
        List<Object> side = new ArrayList<>();
        cut.minCut().stream().sorted().forEach(v -> side.add((long) v));
        return List.of((long) cut.minCutWeight(), side);
    }

    @Override
    public List<Object> args(ProbeGraph graph, Representation representation) {
        return switch (representation) {
            case EDGE_LIST -> List.of((long) graph.n(), graph.edgeList());
            case ADJ_LIST -> List.of(graph.adjacencyList());
            case ADJ_MATRIX -> List.of(graph.adjacencyMatrix(0));
            default -> throw unsupported(id(), representation);
        };
    }
}
