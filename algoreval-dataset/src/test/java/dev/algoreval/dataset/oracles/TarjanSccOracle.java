package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.jgrapht.alg.TransitiveClosure;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleDirectedGraph;

/**
 * The definition instead of Tarjan's DFS: JGraphT's transitive closure, then u and v share a component iff
 * each reaches the other.
 */
public final class TarjanSccOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return true;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        int n = graph.n();
        SimpleDirectedGraph<Integer, DefaultEdge> closure = new SimpleDirectedGraph<>(DefaultEdge.class);
        for (int v = 0; v < n; v++) {
            closure.addVertex(v);
        }
        for (InputGraph.Edge e : graph.edges()) {
            if (e.u() != e.v()) {
                closure.addEdge(e.u(), e.v());
            }
        }
        TransitiveClosure.INSTANCE.closeSimpleDirectedGraph(closure);
        boolean[] printed = new boolean[n];
        StringBuilder out = new StringBuilder();
        // scanning u ascending yields each component first at its smallest vertex, members ascending
        for (int u = 0; u < n; u++) {
            if (printed[u]) {
                continue;
            }
            List<Integer> component = new ArrayList<>();
            for (int v = u; v < n; v++) {
                if (v == u || closure.containsEdge(u, v) && closure.containsEdge(v, u)) {
                    component.add(v);
                    printed[v] = true;
                }
            }
            out.append(component.stream().map(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        return out.toString();
    }
}
