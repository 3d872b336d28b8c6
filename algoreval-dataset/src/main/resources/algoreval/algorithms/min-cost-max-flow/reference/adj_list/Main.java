import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    /** Residual network; edge e and its reverse edge e ^ 1 are stored next to each other. */
    static final class MinCostFlow {
        private static final long INF = Long.MAX_VALUE / 4;
        private final int n;
        private final List<List<Integer>> graph = new ArrayList<>();
        private final List<Integer> to = new ArrayList<>();
        private final List<Long> cap = new ArrayList<>();
        private final List<Long> cost = new ArrayList<>();

        MinCostFlow(int n) {
            this.n = n;
            for (int i = 0; i < n; i++) {
                graph.add(new ArrayList<>());
            }
        }

        void addEdge(int u, int v, long capacity, long unitCost) {
            graph.get(u).add(to.size());
            to.add(v);
            cap.add(capacity);
            cost.add(unitCost);
            graph.get(v).add(to.size());
            to.add(u);
            cap.add(0L);
            cost.add(-unitCost);
        }

        /** Returns {maximum flow, minimum cost of a maximum flow}. */
        long[] run(int s, int t) {
            long flow = 0;
            long totalCost = 0;
            long[] dist = new long[n];
            int[] prevEdge = new int[n];
            while (true) {
                shortestPaths(s, dist, prevEdge);
                if (dist[t] == INF) {
                    return new long[] {flow, totalCost};
                }
                long push = INF;
                for (int v = t; v != s; v = to.get(prevEdge[v] ^ 1)) {
                    push = Math.min(push, cap.get(prevEdge[v]));
                }
                for (int v = t; v != s; v = to.get(prevEdge[v] ^ 1)) {
                    int e = prevEdge[v];
                    cap.set(e, cap.get(e) - push);
                    cap.set(e ^ 1, cap.get(e ^ 1) + push);
                }
                flow += push;
                totalCost += push * dist[t];
            }
        }

        /** Bellman-Ford with a queue (SPFA); reverse residual edges have negative costs. */
        private void shortestPaths(int s, long[] dist, int[] prevEdge) {
            Arrays.fill(dist, INF);
            Arrays.fill(prevEdge, -1);
            boolean[] inQueue = new boolean[n];
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            dist[s] = 0;
            queue.add(s);
            inQueue[s] = true;
            while (!queue.isEmpty()) {
                int u = queue.poll();
                inQueue[u] = false;
                for (int e : graph.get(u)) {
                    int v = to.get(e);
                    if (cap.get(e) > 0 && dist[u] + cost.get(e) < dist[v]) {
                        dist[v] = dist[u] + cost.get(e);
                        prevEdge[v] = e;
                        if (!inQueue[v]) {
                            inQueue[v] = true;
                            queue.add(v);
                        }
                    }
                }
            }
        }
    }

    static long[] minCostMaxFlow(int[][][] adj, int s, int t) {
        MinCostFlow network = new MinCostFlow(adj.length);
        for (int u = 0; u < adj.length; u++) {
            for (int[] arc : adj[u]) {
                network.addEdge(u, arc[0], arc[1], arc[2]);
            }
        }
        return network.run(s, t);
    }

    public static void main(String[] args) {
        int[][][] adj = {
            {{4, 6, 5}, {5, 4, 1}},
            {{4, 7, 2}, {5, 3, 7}, {5, 4, 5}},
            {{4, 2, 4}, {5, 5, 3}},
            {{6, 4, 4}},
            {{6, 7, 2}},
            {{1, 8, 1}, {2, 4, 9}, {3, 6, 9}, {6, 1, 1}},
            {},
        };
        long[] result = minCostMaxFlow(adj, 0, 6);
        System.out.println(result[0] + " " + result[1]);
    }
}
