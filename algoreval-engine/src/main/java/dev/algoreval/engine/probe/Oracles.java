package dev.algoreval.engine.probe;

import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedWeightedMultigraph;
import org.jgrapht.graph.SimpleGraph;
import org.jgrapht.graph.SimpleWeightedGraph;

/** The probe's graphs as JGraphT graphs, for the ground truth. */
final class Oracles {
    private Oracles() {
    }

    static Graph<Integer, DefaultEdge> simple(ProbeGraph g) {
        Graph<Integer, DefaultEdge> out = new SimpleGraph<>(DefaultEdge.class);
        for (int v = 0; v < g.n(); v++) {
            out.addVertex(v);
        }
        for (int[] e : g.edges()) {
            out.addEdge(e[0], e[1]);
        }
        return out;
    }

    static Graph<Integer, DefaultWeightedEdge> weighted(ProbeGraph g) {
        Graph<Integer, DefaultWeightedEdge> out = g.directed() ? new DirectedWeightedMultigraph<>(DefaultWeightedEdge.class)
                : new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        for (int v = 0; v < g.n(); v++) {
            out.addVertex(v);
        }
        for (int i = 0; i < g.edgeCount(); i++) {
            int[] e = g.edges().get(i);
            DefaultWeightedEdge edge = out.addEdge(e[0], e[1]);
            out.setEdgeWeight(edge, g.weight(i));
        }
        return out;
    }

    static boolean connected(ProbeGraph g) {
        return g.n() > 0 && new ConnectivityInspector<>(simple(g)).isConnected();
    }

    static List<Object> triple(long u, long v, long w) {
        return List.of(Math.min(u, v), Math.max(u, v), w);
    }
}
