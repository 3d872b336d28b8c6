package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.traverse.BreadthFirstIterator;

/**
 * JGraphT's {@link BreadthFirstIterator} from s, on a directed graph whose arcs u -> v are added in
 * the order adj[u] lists them (JGraphT's default graphs keep a vertex's arcs in insertion order).
 * Started at a vertex, it stays in that vertex's component.
 */
final class BreadthFirstSearchOracle implements AblationOracle {
    @Override
    public String expectedOutput(OracleInput input) {
        List<?> adj = input.list("adj");
        Graph<Integer, DefaultEdge> graph = new DefaultDirectedGraph<>(DefaultEdge.class);
        for (int u = 0; u < adj.size(); u++) {
            graph.addVertex(u);
        }
        for (int u = 0; u < adj.size(); u++) {
            for (int v : OracleInput.toInts(adj.get(u))) {
                graph.addEdge(u, v);
            }
        }
        List<Integer> order = new ArrayList<>();
        new BreadthFirstIterator<>(graph, input.integer("s")).forEachRemaining(order::add);
        return AblationGraphs.line(order);
    }
}
