package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.alg.spanning.KruskalMinimumSpanningTree;
import org.jgrapht.graph.DefaultWeightedEdge;

/**
 * Kruskal, Prim, Borůvka: a connected G(n, p) with distinct positive weights (a shuffle of 1..E), so
 * the minimum spanning tree is unique as the prompts promise. Truth: JGraphT's Kruskal.
 */
final class MstProbe extends GraphProbeAlgorithm {
    private final String id;
    private final String complexity;
    private final Textbook.Cost cost;

    MstProbe(String id, String complexity, Textbook.Cost cost) {
        this.cost = cost;
        this.id = id;
        this.complexity = complexity;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        return nearLinearSizes(regime, representation);
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        Textbook bound = nearLinearTextbook(regime, representation, complexity, cost, 1);
        // Prim's heap: see DijkstraProbe; Kruskal's sort and Borůvka's rounds pay their log factor on any input.
        return id.equals("prim-mst") && representation != Representation.ADJ_MATRIX ? bound.asWorstCaseOnly() : bound;
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
        return until(() -> {
            List<int[]> edges = Gnp.undirected(n, regime.edgeProbability(n), random);
            List<Long> weights = new ArrayList<>();
            for (long w = 1; w <= edges.size(); w++) {
                weights.add(w);
            }
            Collections.shuffle(weights, random);
            return new ProbeGraph(n, false, edges, Optional.of(weights.stream().mapToLong(Long::longValue).toArray()));
        }, Oracles::connected, "connected graph");
    }

    @Override
    public Object expected(ProbeGraph graph) {
        Graph<Integer, DefaultWeightedEdge> g = Oracles.weighted(graph);
        List<Object> tree = new ArrayList<>();
        for (DefaultWeightedEdge e : new KruskalMinimumSpanningTree<>(g).getSpanningTree().getEdges()) {
            tree.add(Oracles.triple(g.getEdgeSource(e), g.getEdgeTarget(e), (long) g.getEdgeWeight(e)));
        }
        return tree;
    }

    @Override
    public List<Object> args(ProbeGraph graph, Representation representation) {
        return switch (representation) {
            case EDGE_LIST -> List.of((long) graph.n(), graph.edgeList());
            case ADJ_LIST -> List.of(graph.adjacencyList());
            case ADJ_MATRIX -> List.of(graph.adjacencyMatrix(0));
            default -> throw unsupported(id, representation);
        };
    }
}
