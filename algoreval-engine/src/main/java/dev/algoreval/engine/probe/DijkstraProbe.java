package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.Collections;
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
        if (representation == Representation.ADJ_MATRIX) {
            return MATRIX;
        }
        return regime == Regime.DENSE ? NEAR_LINEAR_DENSE : NEAR_LINEAR_SPARSE;
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        if (representation == Representation.ADJ_MATRIX) {
            return new Textbook("O(V²) (the matrix alone is V²)", 2, "n²", Textbook.QUADRATIC);
        }
        return regime == Regime.DENSE ? new Textbook("O((V + E) log V)", 2, "E ~ n²: n² log n", Textbook.LINEARITHMIC)
                : new Textbook("O((V + E) log V)", 1, "E ~ n log n: n log² n", Textbook.LINEARITHMIC);
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
        List<int[]> edges = Gnp.directed(n, regime.edgeProbability(n), random);
        Collections.shuffle(edges, random);
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
