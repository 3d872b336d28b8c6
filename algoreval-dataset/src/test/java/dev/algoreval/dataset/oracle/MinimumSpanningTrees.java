package dev.algoreval.dataset.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.SpanningTreeAlgorithm;
import org.jgrapht.alg.interfaces.SpanningTreeAlgorithm.SpanningTree;
import org.jgrapht.graph.DefaultWeightedEdge;

/**
 * What the minimum-spanning-tree oracles have in common. The algorithm is a parameter so that each
 * oracle can keep using one that differs from the algorithm its prompt asks for.
 */
public final class MinimumSpanningTrees {
    private MinimumSpanningTrees() {
    }

    /**
     * The tree's weight, then one line "u v w" per tree edge with u < v, ordered by (u, v). A graph with
     * more than one minimum spanning tree is rejected: its edges would depend on tie-breaking, so the
     * oracle's algorithm could disagree with the prompt's and neither be wrong.
     */
    public static String uniqueTree(InputGraph graph,
            Function<Graph<Integer, DefaultWeightedEdge>, SpanningTreeAlgorithm<DefaultWeightedEdge>> algorithm) {
        Graph<Integer, DefaultWeightedEdge> g = graph.toJGraphT();
        SpanningTree<DefaultWeightedEdge> tree = algorithm.apply(g).getSpanningTree();
        if (tree.getEdges().size() != graph.n() - 1) {
            throw new IllegalStateException("the graph is not connected");
        }
        requireUnique(graph, tree.getWeight(), algorithm);
        return format(g, tree);
    }

    /**
     * Deleting an edge keeps the minimum weight exactly when no minimum spanning tree needs that edge,
     * so for a unique tree that happens for the E - (n - 1) non-tree edges only.
     */
    private static void requireUnique(InputGraph graph, double minimumWeight,
            Function<Graph<Integer, DefaultWeightedEdge>, SpanningTreeAlgorithm<DefaultWeightedEdge>> algorithm) {
        int keepWeight = 0;
        for (int i = 0; i < graph.edges().size(); i++) {
            List<InputGraph.Edge> rest = new ArrayList<>(graph.edges());
            rest.remove(i);
            SpanningTree<DefaultWeightedEdge> other =
                    algorithm.apply(new InputGraph(graph.n(), false, rest).toJGraphT()).getSpanningTree();
            if (other.getEdges().size() == graph.n() - 1 && other.getWeight() == minimumWeight) {
                keepWeight++;
            }
        }
        if (keepWeight != graph.edges().size() - (graph.n() - 1)) {
            throw new IllegalStateException("the minimum spanning tree is not unique");
        }
    }

    private static String format(Graph<Integer, DefaultWeightedEdge> g, SpanningTree<DefaultWeightedEdge> tree) {
        List<long[]> edges = new ArrayList<>();
        for (DefaultWeightedEdge e : tree.getEdges()) {
            int u = g.getEdgeSource(e);
            int v = g.getEdgeTarget(e);
            edges.add(new long[] {Math.min(u, v), Math.max(u, v), (long) g.getEdgeWeight(e)});
        }
        edges.sort((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        StringBuilder out = new StringBuilder().append((long) tree.getWeight()).append('\n');
        for (long[] e : edges) {
            out.append(e[0]).append(' ').append(e[1]).append(' ').append(e[2]).append('\n');
        }
        return out.toString();
    }
}
