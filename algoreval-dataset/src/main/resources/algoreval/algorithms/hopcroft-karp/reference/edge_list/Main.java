import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    static class BipGraph {
        private static final int NIL = 0;
        private static final int INF = Integer.MAX_VALUE;
        private final int m;
        private final int n;
        private final List<List<Integer>> adj = new ArrayList<>();
        private int[] pairU;
        private int[] pairV;
        private int[] dist;

        BipGraph(int m, int n) {
            this.m = m;
            this.n = n;
            for (int u = 0; u <= m; u++) adj.add(new ArrayList<>());
        }

        void addEdge(int u, int v) {
            adj.get(u).add(v);
        }

        int hopcroftKarp() {
            pairU = new int[m + 1];
            pairV = new int[n + 1];
            dist = new int[m + 1];
            Arrays.fill(pairU, NIL);
            Arrays.fill(pairV, NIL);
            int result = 0;
            while (bfs()) {
                for (int u = 1; u <= m; u++) {
                    if (pairU[u] == NIL && dfs(u)) result++;
                }
            }
            return result;
        }

        private boolean bfs() {
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            for (int u = 1; u <= m; u++) {
                if (pairU[u] == NIL) {
                    dist[u] = 0;
                    queue.add(u);
                } else {
                    dist[u] = INF;
                }
            }
            dist[NIL] = INF;
            while (!queue.isEmpty()) {
                int u = queue.poll();
                if (dist[u] < dist[NIL]) {
                    for (int v : adj.get(u)) {
                        int w = pairV[v];
                        if (dist[w] == INF) {
                            dist[w] = dist[u] + 1;
                            if (w != NIL) queue.add(w);
                        }
                    }
                }
            }
            return dist[NIL] != INF;
        }

        private boolean dfs(int u) {
            if (u == NIL) return true;
            for (int v : adj.get(u)) {
                int w = pairV[v];
                if (dist[w] == dist[u] + 1 && dfs(w)) {
                    pairV[v] = u;
                    pairU[u] = v;
                    return true;
                }
            }
            dist[u] = INF;
            return false;
        }
    }

    public static void main(String[] args) {
        BipGraph g = new BipGraph(4, 4);
        g.addEdge(1, 2);
        g.addEdge(1, 3);
        g.addEdge(2, 1);
        g.addEdge(3, 2);
        g.addEdge(4, 2);
        g.addEdge(4, 4);
        System.out.println("Size of maximum matching is " + g.hopcroftKarp());
    }
}
