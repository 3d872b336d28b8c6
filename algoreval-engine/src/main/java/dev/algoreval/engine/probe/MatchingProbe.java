package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.SparseEdmondsMaximumCardinalityMatching;
import org.jgrapht.graph.DefaultEdge;

/**
 * Blossom (maximum matching in a general graph): a plain G(n, p), dense regime only (the textbook time
 * is V-dependent). Truth: JGraphT's Edmonds matching as a mate list; the checker accepts any maximum
 * matching of the same size.
 */
final class MatchingProbe extends GraphProbeAlgorithm {
    @Override
    public String id() {
        return "blossom-maximum-matching";
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        return regime == Regime.DENSE ? List.of(40, 57, 80, 113, 160) : List.of();
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        return new Textbook("O(V³)", 3, "n³", Textbook.CUBIC).asWorstCaseOnly();
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
        List<int[]> edges = Gnp.undirected(n, regime.edgeProbability(n), random);
        return new ProbeGraph(n, false, edges, Optional.empty());
    }

    @Override
    public Object expected(ProbeGraph graph) {
        Graph<Integer, DefaultEdge> g = Oracles.simple(graph);
        long[] mate = new long[graph.n()];
        java.util.Arrays.fill(mate, -1);
        for (DefaultEdge e : new SparseEdmondsMaximumCardinalityMatching<>(g).getMatching().getEdges()) {
            mate[g.getEdgeSource(e)] = g.getEdgeTarget(e);
            mate[g.getEdgeTarget(e)] = g.getEdgeSource(e);
        }
        List<Object> out = new ArrayList<>();
        for (long m : mate) {
            out.add(m);
        }
        return out;
    }

    @Override
    public List<Object> args(ProbeGraph graph, Representation representation) {
        return switch (representation) {
            case EDGE_LIST -> List.of((long) graph.n(), graph.edgeList());
            case ADJ_LIST -> List.of(graph.adjacencyList());
            case INCIDENCE_MATRIX -> List.of(graph.incidenceMatrix());
            default -> throw unsupported(id(), representation);
        };
    }
}
