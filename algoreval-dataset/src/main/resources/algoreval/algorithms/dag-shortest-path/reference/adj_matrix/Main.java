import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    /** The distance of a vertex that cannot be reached from the source. */
    static final long UNREACHABLE = Long.MAX_VALUE;

    static final int NO_EDGE = 1000000;

    /** M[u][v] is the weight of the edge u -> v, or NO_EDGE. */
    static long[] dagShortestPathDistances(int[][] M, int src) {
        int n = M.length;
        List<List<int[]>> adj = new ArrayList<>();
        for (int u = 0; u < n; u++) {
            adj.add(new ArrayList<>());
            for (int v = 0; v < n; v++) {
                if (M[u][v] != NO_EDGE) adj.get(u).add(new int[] {v, M[u][v]});
            }
        }
        // topological order by Kahn's algorithm
        int[] indegree = new int[n];
        for (List<int[]> arcs : adj) {
            for (int[] a : arcs) indegree[a[0]]++;
        }
        int[] order = new int[n];
        int size = 0;
        for (int v = 0; v < n; v++) {
            if (indegree[v] == 0) order[size++] = v;
        }
        for (int head = 0; head < size; head++) {
            for (int[] a : adj.get(order[head])) {
                if (--indegree[a[0]] == 0) order[size++] = a[0];
            }
        }

        // relax the outgoing edges of each reachable vertex in topological order
        long[] dist = new long[n];
        Arrays.fill(dist, UNREACHABLE);
        dist[src] = 0;
        for (int i = 0; i < size; i++) {
            int u = order[i];
            if (dist[u] == UNREACHABLE) continue;
            for (int[] a : adj.get(u)) {
                dist[a[0]] = Math.min(dist[a[0]], dist[u] + a[1]);
            }
        }
        return dist;
    }

    /** The AlgoREval+ interface: the same distances, null for a vertex the source cannot reach. */
    static Long[] dagShortestPath(int[][] M, int src) {
        long[] dist = dagShortestPathDistances(M, src);
        Long[] out = new Long[dist.length];
        for (int v = 0; v < dist.length; v++) out[v] = dist[v] == UNREACHABLE ? null : dist[v];
        return out;
    }

    public static void main(String[] args) {
        int[][] M = {
            {1000000, 1000000, 1000000, 6, 1000000, 2, -2, 1000000},
            {1000000, 1000000, 5, 1000000, 2, 1000000, 1000000, 1000000},
            {1, 1000000, 1000000, 1000000, 1000000, 4, 1000000, 1000000},
            {1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 2},
            {1000000, 1000000, 1000000, -10, 1000000, 1000000, 1000000, 1000000},
            {1000000, 1000000, 1000000, -3, 1000000, 1000000, 1000000, 1},
            {1000000, 1000000, 1000000, 0, 1000000, 1000000, 1000000, 3},
            {1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000},
        };
        int src = 2;
        long[] dist = dagShortestPathDistances(M, src);
        StringBuilder out = new StringBuilder();
        for (int v = 0; v < dist.length; v++) {
            out.append(v).append(' ').append(dist[v] == UNREACHABLE ? "INF" : Long.toString(dist[v])).append('\n');
        }
        System.out.print(out);
    }
}
