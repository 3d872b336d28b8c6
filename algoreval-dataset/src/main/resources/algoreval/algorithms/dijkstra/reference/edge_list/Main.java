import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

public class Main {
    // Returns dist where dist[v] == -1 means v is unreachable from src.
    static long[] dijkstra(int n, int[][] edges, int src) {
        List<List<int[]>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) adj.get(e[0]).add(new int[] {e[1], e[2]});

        long[] dist = new long[n];
        Arrays.fill(dist, -1);
        PriorityQueue<long[]> pq = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        dist[src] = 0;
        pq.add(new long[] {0, src});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            long d = top[0];
            int u = (int) top[1];
            if (d > dist[u]) continue;
            for (int[] arc : adj.get(u)) {
                int v = arc[0];
                long nd = d + arc[1];
                if (dist[v] == -1 || nd < dist[v]) {
                    dist[v] = nd;
                    pq.add(new long[] {nd, v});
                }
            }
        }
        return dist;
    }

    public static void main(String[] args) {
        int n = 7;
        int[][] edges = {{0, 1, 4}, {0, 2, 1}, {2, 1, 2}, {1, 3, 0}, {2, 3, 2}, {3, 4, 3},
                         {1, 4, 4}, {2, 4, 5}, {4, 5, 2}, {3, 5, 6}, {6, 0, 1}, {6, 5, 1}};
        long[] dist = dijkstra(n, edges, 0);
        StringBuilder sb = new StringBuilder();
        for (int v = 0; v < n; v++) {
            sb.append(v).append(' ').append(dist[v] == -1 ? "INF" : Long.toString(dist[v])).append('\n');
        }
        System.out.print(sb);
    }
}
