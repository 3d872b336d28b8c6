package dev.algoreval.dataset.ablation;

import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleDirectedGraph;
import org.jgrapht.graph.SimpleGraph;

/** JGraphT graphs on the vertices 0..n-1 from the ablation inputs' edge lists. */
final class AblationGraphs {
    private AblationGraphs() {
    }

    static Graph<Integer, DefaultEdge> undirected(int n, int[][] edges) {
        return fill(new SimpleGraph<>(DefaultEdge.class), n, edges);
    }

    static Graph<Integer, DefaultEdge> directed(int n, int[][] edges) {
        return fill(new SimpleDirectedGraph<>(DefaultEdge.class), n, edges);
    }

    private static Graph<Integer, DefaultEdge> fill(Graph<Integer, DefaultEdge> graph, int n, int[][] edges) {
        for (int v = 0; v < n; v++) {
            graph.addVertex(v);
        }
        for (int[] e : edges) {
            graph.addEdge(e[0], e[1]);
        }
        return graph;
    }

    /** Labels on one line, separated by single spaces, with the final newline. */
    static String line(Iterable<Integer> labels) {
        StringBuilder out = new StringBuilder();
        for (int label : labels) {
            out.append(out.length() == 0 ? "" : " ").append(label);
        }
        return out.append('\n').toString();
    }
}
