import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

public class Main {
    static final long INF = Long.MAX_VALUE;

    /** Johnson's algorithm on graph.get(u) = {v, w} arcs; dist[i][j] = INF when j is unreachable from i. */
    static long[][] johnsonGraph(List<List<int[]>> graph) {
        int n = graph.size();
        // Bellman-Ford from a virtual source joined to every vertex by a 0-weight edge: h starts at 0.
        long[] h = new long[n];
        for (int round = 0; round < n; round++) {
            boolean changed = false;
            for (int u = 0; u < n; u++) {
                for (int[] e : graph.get(u)) {
                    if (h[u] + e[1] < h[e[0]]) {
                        h[e[0]] = h[u] + e[1];
                        changed = true;
                    }
                }
            }
            if (!changed) break;
        }
        // Reweighted edges w + h[u] - h[v] are non-negative, so Dijkstra works from every source.
        long[][] dist = new long[n][];
        for (int s = 0; s < n; s++) {
            long[] d = new long[n];
            Arrays.fill(d, INF);
            d[s] = 0;
            PriorityQueue<long[]> heap = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
            heap.add(new long[] {0, s});
            while (!heap.isEmpty()) {
                long[] top = heap.poll();
                int u = (int) top[1];
                if (top[0] > d[u]) continue;
                for (int[] e : graph.get(u)) {
                    int v = e[0];
                    long nd = top[0] + e[1] + h[u] - h[v];
                    if (nd < d[v]) {
                        d[v] = nd;
                        heap.add(new long[] {nd, v});
                    }
                }
            }
            for (int v = 0; v < n; v++) {
                if (d[v] != INF) d[v] += h[v] - h[s];
            }
            dist[s] = d;
        }
        return dist;
    }

    static List<List<int[]>> emptyGraph(int n) {
        List<List<int[]>> graph = new ArrayList<>();
        for (int u = 0; u < n; u++) graph.add(new ArrayList<>());
        return graph;
    }

    static void printMatrix(long[][] dist) {
        for (long[] row : dist) {
            StringBuilder line = new StringBuilder();
            for (int j = 0; j < row.length; j++) {
                if (j > 0) line.append(' ');
                line.append(row[j] == INF ? "INF" : String.valueOf(row[j]));
            }
            System.out.println(line);
        }
    }

    static final int NO_EDGE = 999;

    static long[][] johnsonDistances(int[][] M) {
        int n = M.length;
        List<List<int[]>> graph = emptyGraph(n);
        for (int u = 0; u < n; u++) {
            for (int v = 0; v < n; v++) {
                if (M[u][v] != NO_EDGE) graph.get(u).add(new int[] {v, M[u][v]});
            }
        }
        return johnsonGraph(graph);
    }

    /** The AlgoREval+ interface: the same distances as doubles, Infinity where j is unreachable from i. */
    static double[][] johnson(int[][] M) {
        long[][] dist = johnsonDistances(M);
        double[][] out = new double[dist.length][];
        for (int i = 0; i < dist.length; i++) {
            out[i] = new double[dist[i].length];
            for (int j = 0; j < dist[i].length; j++) out[i][j] = dist[i][j] == INF ? Double.POSITIVE_INFINITY : dist[i][j];
        }
        return out;
    }

    public static void main(String[] args) {
        int[][] M = {
            {999, 4, -1, 999, 999, 999},
            {999, 999, 999, -3, 999, 999},
            {999, 2, 999, 6, 999, 999},
            {5, 999, 1, 999, 999, 999},
            {999, 999, 999, 999, 999, -3},
            {999, -2, 999, 999, 5, 999},
        };
        printMatrix(johnsonDistances(M));
    }
}
