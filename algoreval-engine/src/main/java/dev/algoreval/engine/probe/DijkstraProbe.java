package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.ShortestPathAlgorithm;
import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.jgrapht.graph.DefaultWeightedEdge;

/**
 * Dijkstra: a directed G(n, p) with non-negative integer weights 0..1000 (zero included: the prompt
 * says a 0 is a real edge), source 0. Truth: JGraphT's Dijkstra, -1 for an unreachable vertex.
 */
final class DijkstraProbe extends GraphProbeAlgorithm {
    @Override
    public String id() {
        return "dijkstra";
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        return nearLinearSizes(regime, representation);
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        // A binary heap's log factor is paid per decrease-key (or lazy push), and random weights make
        // O(V log(1 + E/V)) of them, not E (Goldberg and Tarjan, Princeton TR-530-96, for Dijkstra; the
        // same record-value argument for Prim's keys): what these inputs show is E + V log V log(E/V).
        Textbook bound = nearLinearTextbook(regime, representation, "O((V + E) log V)", Textbook.LINEARITHMIC, 1);
        return representation == Representation.ADJ_MATRIX ? bound : bound.asWorstCaseOnly();
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
        List<int[]> edges = Gnp.directed(n, regime.edgeProbability(n), random);
        long[] weights = new long[edges.size()];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = random.nextInt(1001);
        }
        return new ProbeGraph(n, true, edges, Optional.of(weights));
    }

    @Override
    public Object expected(ProbeGraph graph) {
        Graph<Integer, DefaultWeightedEdge> g = Oracles.weighted(graph);
        ShortestPathAlgorithm.SingleSourcePaths<Integer, DefaultWeightedEdge> paths = new DijkstraShortestPath<>(g).getPaths(0);
        List<Object> dist = new ArrayList<>();
        for (int v = 0; v < graph.n(); v++) {
            double d = paths.getWeight(v);
            dist.add(Double.isInfinite(d) ? -1L : (long) d);
        }
        return dist;
    }

    @Override
    public List<Object> args(ProbeGraph graph, Representation representation) {
        return switch (representation) {
            case EDGE_LIST -> List.of((long) graph.n(), graph.edgeList(), 0L);
            case ADJ_LIST -> List.of(graph.adjacencyList(), 0L);
            case ADJ_MATRIX -> List.of(graph.adjacencyMatrix(-1), 0L);
            default -> throw unsupported(id(), representation);
        };
    }
}
