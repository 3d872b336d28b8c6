package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.List;

/**
 * A min-cost flow probe input: n vertices, directed edges each with a capacity and a cost per unit of
 * flow (two numbers per edge, which {@link ProbeGraph}'s single weight cannot hold), a source and a sink.
 */
public record CostFlowNetwork(int n, List<int[]> edges, long[] capacities, long[] costs, int source, int sink)
        implements ProbeInput {

    @Override
    public long m() {
        return edges.size();
    }

    @Override
    public long estimatedBytes(Representation representation) {
        return edges.size() * 22L + 8L * n + 16;
    }

    /** [[u, v, capacity, cost], ...]. */
    public List<Object> edgeList() {
        List<Object> out = new ArrayList<>(edges.size());
        for (int i = 0; i < edges.size(); i++) {
            int[] e = edges.get(i);
            out.add(List.of((long) e[0], (long) e[1], capacities[i], costs[i]));
        }
        return out;
    }

    /** adj[u] = [[v, capacity, cost], ...] in edge order. */
    public List<Object> adjacencyList() {
        List<List<Object>> adj = new ArrayList<>(n);
        for (int v = 0; v < n; v++) {
            adj.add(new ArrayList<>());
        }
        for (int i = 0; i < edges.size(); i++) {
            int[] e = edges.get(i);
            adj.get(e[0]).add(List.of((long) e[1], capacities[i], costs[i]));
        }
        return new ArrayList<>(adj);
    }
}
