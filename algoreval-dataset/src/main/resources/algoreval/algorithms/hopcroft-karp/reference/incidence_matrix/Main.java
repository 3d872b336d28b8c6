import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    private static final int INF = Integer.MAX_VALUE;

    // Left vertices are 0..m-1, right vertices m..m+n-1; -1 means "unmatched".
    static final class Matcher {
        private final int m;
        private final int[][] adj;
        private final int[] pairU;
        private final int[] pairV;
        private final int[] dist;
        private int freeDist; // length of the shortest augmenting paths of the current phase

        Matcher(int m, int n, int[][] adj) {
            this.m = m;
            this.adj = adj;
            pairU = new int[m];
            pairV = new int[n];
            dist = new int[m];
            Arrays.fill(pairU, -1);
            Arrays.fill(pairV, -1);
        }

        int maximumMatching() {
            int result = 0;
            while (bfs()) {
                for (int u = 0; u < m; u++) {
                    if (pairU[u] == -1 && dfs(u)) result++;
                }
            }
            return result;
        }

        private boolean bfs() {
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            for (int u = 0; u < m; u++) {
                if (pairU[u] == -1) {
                    dist[u] = 0;
                    queue.add(u);
                } else {
                    dist[u] = INF;
                }
            }
            freeDist = INF;
            while (!queue.isEmpty()) {
                int u = queue.poll();
                if (dist[u] >= freeDist) continue;
                for (int v : adj[u]) {
                    int w = pairV[v - m];
                    if (w == -1) {
                        if (freeDist == INF) freeDist = dist[u] + 1;
                    } else if (dist[w] == INF) {
                        dist[w] = dist[u] + 1;
                        queue.add(w);
                    }
                }
            }
            return freeDist != INF;
        }

        private boolean dfs(int u) {
            for (int v : adj[u]) {
                int w = pairV[v - m];
                if ((w == -1 && freeDist == dist[u] + 1) || (w != -1 && dist[w] == dist[u] + 1 && dfs(w))) {
                    pairU[u] = v;
                    pairV[v - m] = u;
                    return true;
                }
            }
            dist[u] = INF;
            return false;
        }
    }

    // B has m + n rows (left vertices 0..m-1, then right vertices m..m+n-1) and one column per edge.
    static int hopcroftKarp(int m, int n, int[][] B) {
        List<List<Integer>> lists = new ArrayList<>();
        for (int u = 0; u < m; u++) lists.add(new ArrayList<>());
        int edges = B.length == 0 ? 0 : B[0].length; // a graph without vertices has no rows to count columns in
        for (int j = 0; j < edges; j++) {
            int u = -1, v = -1;
            for (int r = 0; r < m + n; r++) {
                if (B[r][j] != 1) continue;
                if (r < m) u = r;
                else v = r;
            }
            lists.get(u).add(v);
        }
        // adj[u]: the right vertices adjacent to left vertex u
        int[][] adj = new int[m][];
        for (int u = 0; u < m; u++) adj[u] = lists.get(u).stream().mapToInt(Integer::intValue).toArray();
        return new Matcher(m, n, adj).maximumMatching();
    }

    public static void main(String[] args) {
        int m = 4, n = 4;
        int[][] B = {
            {1, 1, 0, 0, 0, 0},
            {0, 0, 1, 0, 0, 0},
            {0, 0, 0, 1, 0, 0},
            {0, 0, 0, 0, 1, 1},
            {0, 0, 1, 0, 0, 0},
            {1, 0, 0, 1, 1, 0},
            {0, 1, 0, 0, 0, 0},
            {0, 0, 0, 0, 0, 1},
        };
        System.out.println("Size of maximum matching is " + hopcroftKarp(m, n, B));
    }
}
