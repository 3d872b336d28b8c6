package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.jgrapht.alg.interfaces.ShortestPathAlgorithm;
import org.jgrapht.alg.shortestpath.BellmanFordShortestPath;
import org.jgrapht.graph.DefaultWeightedEdge;

/**
 * Single-source shortest paths in a DAG: a random DAG (an undirected G(n, p) pointed along a hidden
 * random order) whose edges weigh -1000..1000, zero and negative weights included, as the prompt
 * allows; source 0, placed first in the hidden order so that it reaches nearly every vertex (the
 * sparse graphs leave a few unreachable, which get null). No self-loops, no parallel edges; in the
 * matrix 1000000 marks every missing edge, the diagonal too. Truth: JGraphT's Bellman–Ford (no negative
 * cycle can exist in a DAG), +∞ → null.
 */
final class DagShortestPathProbe extends GraphProbeAlgorithm {
    static final long NO_EDGE = 1_000_000;
    static final int MAX_WEIGHT = 1000;

    @Override
    public String id() {
        return "dag-shortest-path";
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        if (representation == Representation.ADJ_MATRIX) {
            // Nearly every entry is the 8-character 1000000: n = 566 is already 2.6 MB of text.
            return List.of(141, 200, 283, 400, 566);
        }
        return regime == Regime.DENSE ? NEAR_LINEAR_DENSE : NEAR_LINEAR_SPARSE;
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        return nearLinearTextbook(regime, representation, "O(V + E)", Textbook.LINEAR, 0);
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
        List<int[]> edges = DirectedProbeGraphs.dagEdges(n, regime, random, true);
        long[] weights = new long[edges.size()];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = random.nextInt(2 * MAX_WEIGHT + 1) - MAX_WEIGHT;
        }
        return new ProbeGraph(n, true, edges, Optional.of(weights));
    }

    @Override
    public Object expected(ProbeGraph graph) {
        ShortestPathAlgorithm.SingleSourcePaths<Integer, DefaultWeightedEdge> paths =
                new BellmanFordShortestPath<>(Oracles.weighted(graph)).getPaths(0);
        List<Object> dist = new ArrayList<>();
        for (int v = 0; v < graph.n(); v++) {
            double d = paths.getWeight(v);
            dist.add(Double.isInfinite(d) ? null : (Object) (long) d);
        }
        return dist;
    }

    @Override
    public List<Object> args(ProbeGraph graph, Representation representation) {
        return switch (representation) {
            case EDGE_LIST -> List.of((long) graph.n(), graph.edgeList(), 0L);
            case ADJ_LIST -> List.of(graph.adjacencyList(), 0L);
            case ADJ_MATRIX -> List.of(DirectedProbeGraphs.weightedMatrix(graph, NO_EDGE), 0L);
            default -> throw unsupported(id(), representation);
        };
    }
}
