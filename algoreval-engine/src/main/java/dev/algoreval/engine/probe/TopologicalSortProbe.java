package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.jgrapht.traverse.TopologicalOrderIterator;

/**
 * Topological sort, the lexicographically smallest order (Kahn's algorithm with a min-heap): a random
 * DAG, the pairs of an undirected G(n, p) pointed along a hidden random order, so the answer is neither
 * 0..n-1 nor forced by the numbering. Truth: JGraphT's topological order iterator with the natural
 * order on vertices, which always takes the smallest ready vertex.
 */
final class TopologicalSortProbe extends GraphProbeAlgorithm {
    @Override
    public String id() {
        return "topological-sort";
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        return nearLinearSizes(regime, representation);
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        return nearLinearTextbook(regime, representation, "O(V log V + E)", Textbook.VERTICES_LOG_VERTICES_PLUS_EDGES, 0);
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
        return new ProbeGraph(n, true, DirectedProbeGraphs.dagEdges(n, regime, random, false), Optional.empty());
    }

    @Override
    public Object expected(ProbeGraph graph) {
        List<Object> order = new ArrayList<>();
        new TopologicalOrderIterator<>(DirectedProbeGraphs.jgrapht(graph), Comparator.<Integer>naturalOrder())
                .forEachRemaining(v -> order.add((long) v));
        return order;
    }

    @Override
    public List<Object> args(ProbeGraph graph, Representation representation) {
        return switch (representation) {
            case EDGE_LIST -> List.of((long) graph.n(), graph.edgeList());
            case ADJ_LIST -> List.of(graph.adjacencyList());
            case ADJ_MATRIX -> List.of(DirectedProbeGraphs.zeroOneMatrix(graph));
            default -> throw unsupported(id(), representation);
        };
    }
}
