package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.SpanningTreeAlgorithm.SpanningTree;
import org.jgrapht.alg.spanning.PrimMinimumSpanningTree;
import org.jgrapht.graph.DefaultWeightedEdge;

/**
 * JGraphT's Prim (a different algorithm, the same tree when it is unique). Also checks that the tree
 * is unique: deleting an edge keeps the minimum weight exactly when no minimum spanning tree needs
 * that edge, so for a unique tree that happens for the E - (n - 1) non-tree edges only.
 */
public final class KruskalMstOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return false;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        Graph<Integer, DefaultWeightedEdge> g = graph.toJGraphT();
        SpanningTree<DefaultWeightedEdge> tree = new PrimMinimumSpanningTree<>(g).getSpanningTree();
        if (tree.getEdges().size() != graph.n() - 1) {
            throw new IllegalStateException("the graph is not connected");
        }
        int keepWeight = 0;
        for (int i = 0; i < graph.edges().size(); i++) {
            List<InputGraph.Edge> rest = new ArrayList<>(graph.edges());
            rest.remove(i);
            SpanningTree<DefaultWeightedEdge> other =
                    new PrimMinimumSpanningTree<>(new InputGraph(graph.n(), false, rest).toJGraphT()).getSpanningTree();
            if (other.getEdges().size() == graph.n() - 1 && other.getWeight() == tree.getWeight()) {
                keepWeight++;
            }
        }
        if (keepWeight != graph.edges().size() - (graph.n() - 1)) {
            throw new IllegalStateException("the minimum spanning tree is not unique");
        }
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
