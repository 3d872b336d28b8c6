package dev.algoreval.engine.probe;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.alg.spanning.KruskalMinimumSpanningTree;
import org.jgrapht.graph.DefaultWeightedEdge;

/** Inputs and truth of the minimum spanning tree probes (Kruskal, Prim, Borůvka). */
final class SpanningTrees {
    private SpanningTrees() {
    }

    /**
     * A connected G(n, p) with distinct positive weights (a shuffle of 1..E), so the minimum spanning
     * tree is unique as the prompts promise.
     */
    static ProbeGraph distinctlyWeighted(int n, Regime regime, Random random) {
        return UndirectedProbeGraphs.untilConnected(() -> {
            List<int[]> edges = Gnp.undirected(n, regime.edgeProbability(n), random);
            List<Long> weights = new ArrayList<>();
            for (long w = 1; w <= edges.size(); w++) {
                weights.add(w);
            }
            Collections.shuffle(weights, random);
            return new ProbeGraph(n, false, edges, Optional.of(weights.stream().mapToLong(Long::longValue).toArray()));
        }, "connected graph");
    }

    /** JGraphT's Kruskal: the tree's edges as [u, v, w] with u < v. */
    static Object minimumSpanningTree(ProbeGraph graph) {
        Graph<Integer, DefaultWeightedEdge> g = Oracles.weighted(graph);
        List<Object> tree = new ArrayList<>();
        for (DefaultWeightedEdge e : new KruskalMinimumSpanningTree<>(g).getSpanningTree().getEdges()) {
            tree.add(Oracles.triple(g.getEdgeSource(e), g.getEdgeTarget(e), (long) g.getEdgeWeight(e)));
        }
        return tree;
    }
}
