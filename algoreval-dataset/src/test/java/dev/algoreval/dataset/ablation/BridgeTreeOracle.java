package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.BiconnectivityInspector;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.graph.DefaultEdge;

/**
 * The fragile edges are JGraphT's bridges; the groups are the connected components (JGraphT) of the
 * graph without them, numbered by their smallest vertex.
 */
final class BridgeTreeOracle implements AblationOracle {
    @Override
    public String expectedOutput(OracleInput input) {
        int n = input.integer("n");
        int[][] edges = input.intMatrix("edges");
        Graph<Integer, DefaultEdge> graph = AblationGraphs.undirected(n, edges);
        Set<DefaultEdge> bridges = new BiconnectivityInspector<>(graph).getBridges();
        List<int[]> bridgeEnds = bridges.stream()
                .map(e -> new int[] {graph.getEdgeSource(e), graph.getEdgeTarget(e)}).toList();
        Graph<Integer, DefaultEdge> pieces = AblationGraphs.undirected(n, edges);
        bridgeEnds.forEach(e -> pieces.removeEdge(e[0], e[1]));
        List<Set<Integer>> groups = new ArrayList<>(new ConnectivityInspector<>(pieces).connectedSets());
        groups.sort(Comparator.comparingInt(group -> Collections.min(group)));
        int[] groupOf = new int[n];
        for (int g = 0; g < groups.size(); g++) {
            for (int v : groups.get(g)) {
                groupOf[v] = g;
            }
        }
        List<Integer> labels = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            labels.add(groupOf[v]);
        }
        StringBuilder out = new StringBuilder(AblationGraphs.line(labels));
        bridgeEnds.stream()
                .map(e -> new int[] {Math.min(groupOf[e[0]], groupOf[e[1]]), Math.max(groupOf[e[0]], groupOf[e[1]])})
                .sorted(Comparator.<int[]>comparingInt(p -> p[0]).thenComparingInt(p -> p[1]))
                .forEach(p -> out.append(p[0]).append(' ').append(p[1]).append('\n'));
        return out.toString();
    }
}
