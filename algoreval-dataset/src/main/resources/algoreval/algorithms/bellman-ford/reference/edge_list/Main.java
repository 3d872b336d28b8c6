import java.util.Arrays;

public class Main {
    static final long INF = Long.MAX_VALUE;

    /** Distances from src (INF = unreachable), or null if a negative cycle is reachable from src. */
    static long[] bellmanFordDistances(int n, int[][] edges, int src) {
        long[] dist = new long[n];
        Arrays.fill(dist, INF);
        dist[src] = 0;
        for (int round = 0; round < n - 1; round++) {
            boolean changed = false;
            for (int[] e : edges) {
                if (dist[e[0]] != INF && dist[e[0]] + e[2] < dist[e[1]]) {
                    dist[e[1]] = dist[e[0]] + e[2];
                    changed = true;
                }
            }
            if (!changed) break;
        }
        // One more improvement after n-1 rounds means a reachable negative cycle.
        for (int[] e : edges) {
            if (dist[e[0]] != INF && dist[e[0]] + e[2] < dist[e[1]]) return null;
        }
        return dist;
    }

    /** The AlgoREval+ interface: the same distances as doubles, Infinity where unreachable; null on a negative cycle. */
    static double[] bellmanFord(int n, int[][] edges, int src) {
        long[] dist = bellmanFordDistances(n, edges, src);
        if (dist == null) return null;
        double[] out = new double[dist.length];
        for (int v = 0; v < dist.length; v++) out[v] = dist[v] == INF ? Double.POSITIVE_INFINITY : dist[v];
        return out;
    }

    public static void main(String[] args) {
        int n = 8;
        int[][] edges = {{3, 4, -4}, {0, 1, 4}, {6, 2, 1}, {2, 4, 8}, {4, 1, 3}, {1, 3, 6}, {7, 5, 2},
                         {2, 3, 3}, {5, 6, 1}, {0, 2, 5}, {6, 5, -3}, {1, 2, -2}, {3, 0, 2}, {7, 0, 4}};
        for (int src : new int[] {0, 7}) {
            long[] dist = bellmanFordDistances(n, edges, src);
            if (dist == null) {
                System.out.println("NEGATIVE CYCLE");
                continue;
            }
            for (int v = 0; v < n; v++) {
                System.out.println(v + " " + (dist[v] == INF ? "INF" : String.valueOf(dist[v])));
            }
        }
    }
}
