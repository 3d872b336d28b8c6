package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.List;

/**
 * A directed network whose edges have a capacity and a cost per unit of flow, in insertion order
 * (the order of the edge list and of each adjacency list).
 */
public record MinCostFlowNetwork(int n, List<Arc> arcs) {
    public record Arc(int from, int to, long capacity, long cost) {
    }

    public MinCostFlowNetwork {
        arcs = List.copyOf(arcs);
    }

    public static Builder builder(int n) {
        return new Builder(n);
    }

    /** [u, v, capacity, cost] per edge. */
    public List<Object> edgeList() {
        List<Object> out = new ArrayList<>();
        for (Arc a : arcs) {
            out.add(List.of((long) a.from(), (long) a.to(), a.capacity(), a.cost()));
        }
        return out;
    }

    /** adj[u] lists [v, capacity, cost] per edge leaving u. */
    public List<Object> adjacencyList() {
        List<List<Object>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adj.add(new ArrayList<>());
        }
        for (Arc a : arcs) {
            adj.get(a.from()).add(List.of((long) a.to(), a.capacity(), a.cost()));
        }
        return new ArrayList<>(adj);
    }

    /** The same edges weighted by capacity, for the maximum flow alone. */
    public ShortestPathGraph capacities() {
        ShortestPathGraph.Builder b = ShortestPathGraph.builder(n);
        arcs.forEach(a -> b.edge(a.from(), a.to(), a.capacity()));
        return b.build();
    }

    public static final class Builder {
        private final int n;
        private final List<Arc> arcs = new ArrayList<>();

        private Builder(int n) {
            this.n = n;
        }

        public Builder arc(int from, int to, long capacity, long cost) {
            arcs.add(new Arc(from, to, capacity, cost));
            return this;
        }

        public MinCostFlowNetwork build() {
            return new MinCostFlowNetwork(n, arcs);
        }
    }
}
