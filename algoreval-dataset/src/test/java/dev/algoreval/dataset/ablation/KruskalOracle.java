package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.Pseudograph;

/**
 * Brute force over every set of n-1 edges: the spanning tree (connectivity by JGraphT) of least weight
 * once each weight w of the edge at input index i becomes w * M + i. With that tie-break every weight
 * is distinct, the lightest tree is unique, and it is the tree the weight-then-input-order scan
 * selects; its edges are printed in that scan's order.
 */
final class KruskalOracle implements AblationOracle {
    @Override
    public String expectedOutput(OracleInput input) {
        int n = input.integer("n");
        int[][] edges = input.intMatrix("edges");
        long scale = (long) edges.length * edges.length + 1;
        List<Integer> best = null;
        long bestWeight = Long.MAX_VALUE;
        for (List<Integer> subset : subsets(edges.length, n - 1)) {
            if (spans(n, edges, subset)) {
                long weight = subset.stream().mapToLong(i -> edges[i][2] * scale + i).sum();
                if (weight < bestWeight) {
                    bestWeight = weight;
                    best = subset;
                }
            }
        }
        if (best == null) {
            throw new IllegalStateException("the graph is not connected");
        }
        List<Integer> order = new ArrayList<>(best);
        order.sort(Comparator.<Integer>comparingInt(i -> edges[i][2]).thenComparingInt(i -> i));
        StringBuilder out = new StringBuilder();
        long total = 0;
        for (int i : order) {
            out.append(edges[i][0]).append(' ').append(edges[i][1]).append(' ').append(edges[i][2]).append('\n');
            total += edges[i][2];
        }
        return out.append(total).append('\n').toString();
    }

    private static boolean spans(int n, int[][] edges, List<Integer> subset) {
        Graph<Integer, DefaultEdge> graph = new Pseudograph<>(DefaultEdge.class);
        for (int v = 0; v < n; v++) {
            graph.addVertex(v);
        }
        subset.forEach(i -> graph.addEdge(edges[i][0], edges[i][1]));
        return new ConnectivityInspector<>(graph).isConnected();
    }

    private static List<List<Integer>> subsets(int size, int choose) {
        List<List<Integer>> all = new ArrayList<>();
        collect(0, size, choose, new ArrayList<>(), all);
        return all;
    }

    private static void collect(int from, int size, int choose, List<Integer> current, List<List<Integer>> all) {
        if (current.size() == choose) {
            all.add(List.copyOf(current));
            return;
        }
        for (int i = from; i < size; i++) {
            current.add(i);
            collect(i + 1, size, choose, current, all);
            current.remove(current.size() - 1);
        }
    }
}
