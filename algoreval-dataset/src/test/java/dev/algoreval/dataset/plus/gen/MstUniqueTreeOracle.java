package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.plus.JsonValues;
import java.util.ArrayList;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.SpanningTreeAlgorithm.SpanningTree;
import org.jgrapht.alg.spanning.KruskalMinimumSpanningTree;
import org.jgrapht.alg.spanning.PrimMinimumSpanningTree;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.MaskSubgraph;

/**
 * The expected minimum spanning tree, from JGraphT: the tree's edges as [min(u,v), max(u,v), w] in
 * ascending order (the variants compare results as unordered sets of undirected edges). Graphs that
 * break the prompts' promises (connected, exactly one minimum spanning tree) are rejected.
 */
final class MstUniqueTreeOracle {
    private MstUniqueTreeOracle() {
    }

    static List<Object> tree(MstCutGraph graph) {
        Graph<Integer, DefaultWeightedEdge> g = graph.toPseudograph();
        SpanningTree<DefaultWeightedEdge> tree = new KruskalMinimumSpanningTree<>(g).getSpanningTree();
        if (graph.n() > 0 && tree.getEdges().size() != graph.n() - 1) {
            throw new IllegalStateException("the graph is not connected");
        }
        requireUnique(g, tree, graph.n());
        List<Object> edges = new ArrayList<>();
        for (DefaultWeightedEdge e : tree.getEdges()) {
            long u = g.getEdgeSource(e);
            long v = g.getEdgeTarget(e);
            edges.add(List.of(Math.min(u, v), Math.max(u, v), (long) g.getEdgeWeight(e)));
        }
        edges.sort(JsonValues.ORDER);
        return edges;
    }

    /**
     * Another minimum tree would avoid some edge of this one, so the tree is unique exactly when
     * removing any one of its edges (Prim on the rest) disconnects the graph or costs strictly more.
     */
    private static void requireUnique(Graph<Integer, DefaultWeightedEdge> g, SpanningTree<DefaultWeightedEdge> tree,
            int n) {
        for (DefaultWeightedEdge removed : tree.getEdges()) {
            Graph<Integer, DefaultWeightedEdge> rest = new MaskSubgraph<>(g, v -> false, e -> e == removed);
            SpanningTree<DefaultWeightedEdge> other = new PrimMinimumSpanningTree<>(rest).getSpanningTree();
            if (other.getEdges().size() == n - 1 && other.getWeight() <= tree.getWeight()) {
                throw new IllegalStateException("the minimum spanning tree is not unique: it need not use "
                        + g.getEdgeSource(removed) + "-" + g.getEdgeTarget(removed));
            }
        }
    }
}
