package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.BiconnectivityInspector;
import org.jgrapht.graph.DefaultWeightedEdge;

/** JGraphT's BiconnectivityInspector lists the bridges; printed as "u v" (u < v), sorted. */
public final class BridgeFindingOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return false;
    }

    @Override
    protected String expectedOutput(InputGraph input, OracleInput values) {
        Graph<Integer, DefaultWeightedEdge> graph = input.toJGraphT();
        List<int[]> bridges = new ArrayList<>();
        for (DefaultWeightedEdge e : new BiconnectivityInspector<>(graph).getBridges()) {
            int u = graph.getEdgeSource(e);
            int v = graph.getEdgeTarget(e);
            bridges.add(new int[] {Math.min(u, v), Math.max(u, v)});
        }
        bridges.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        StringBuilder out = new StringBuilder();
        for (int[] b : bridges) {
            out.append(b[0]).append(' ').append(b[1]).append('\n');
        }
        return out.toString();
    }
}
