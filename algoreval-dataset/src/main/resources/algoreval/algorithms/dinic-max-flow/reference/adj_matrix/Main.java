import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    /** Residual network; edge e and its reverse edge e ^ 1 are stored next to each other. */
    static final class FlowNetwork {
        private final int n;
        private final List<List<Integer>> graph = new ArrayList<>();
        private final List<Integer> to = new ArrayList<>();
        private final List<Long> cap = new ArrayList<>();
        private final int[] level;
        private final int[] iter;

        FlowNetwork(int n) {
            this.n = n;
            for (int i = 0; i < n; i++) {
                graph.add(new ArrayList<>());
            }
            level = new int[n];
            iter = new int[n];
        }

        void addEdge(int u, int v, long c) {
            graph.get(u).add(to.size());
            to.add(v);
            cap.add(c);
            graph.get(v).add(to.size());
            to.add(u);
            cap.add(0L);
        }

        long maxFlow(int s, int t) {
            long flow = 0;
            while (bfs(s, t)) {
                // blocking flow on the level graph; iter[u] skips edges that are saturated or lead nowhere
                Arrays.fill(iter, 0);
                long pushed;
                while ((pushed = dfs(s, t, Long.MAX_VALUE)) > 0) {
                    flow += pushed;
                }
            }
            return flow;
        }

        private boolean bfs(int s, int t) {
            Arrays.fill(level, -1);
            level[s] = 0;
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            queue.add(s);
            while (!queue.isEmpty()) {
                int u = queue.poll();
                for (int e : graph.get(u)) {
                    int v = to.get(e);
                    if (cap.get(e) > 0 && level[v] < 0) {
                        level[v] = level[u] + 1;
                        queue.add(v);
                    }
                }
            }
            return level[t] >= 0;
        }

        private long dfs(int u, int t, long pushed) {
            if (u == t) {
                return pushed;
            }
            for (; iter[u] < graph.get(u).size(); iter[u]++) {
                int e = graph.get(u).get(iter[u]);
                int v = to.get(e);
                if (cap.get(e) > 0 && level[v] == level[u] + 1) {
                    long d = dfs(v, t, Math.min(pushed, cap.get(e)));
                    if (d > 0) {
                        cap.set(e, cap.get(e) - d);
                        cap.set(e ^ 1, cap.get(e ^ 1) + d);
                        return d;
                    }
                }
            }
            return 0;
        }
    }

    static long dinic(int[][] M, int s, int t) {
        int n = M.length;
        FlowNetwork network = new FlowNetwork(n);
        for (int u = 0; u < n; u++) {
            for (int v = 0; v < n; v++) {
                if (M[u][v] > 0) {
                    network.addEdge(u, v, M[u][v]);
                }
            }
        }
        return network.maxFlow(s, t);
    }

    public static void main(String[] args) {
        int[][] M = {
            {0, 8, 12, 4, 6, 0, 0, 0},
            {0, 0, 12, 0, 10, 0, 0, 0},
            {0, 0, 0, 0, 0, 0, 2, 0},
            {0, 0, 6, 0, 12, 9, 0, 7},
            {0, 0, 0, 0, 0, 0, 0, 9},
            {0, 0, 0, 5, 0, 0, 0, 0},
            {0, 0, 2, 0, 0, 0, 0, 10},
            {0, 0, 0, 0, 0, 0, 0, 0},
        };
        System.out.println(dinic(M, 0, 7));
    }
}
