import java.util.Arrays;
import java.util.PriorityQueue;

public class Main {
    // adj[u] holds {neighbour, weight} pairs; dist[v] == -1 means v is unreachable from src.
    static long[] dijkstra(int[][][] adj, int src) {
        int n = adj.length;
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
            for (int[] arc : adj[u]) {
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
        int[][][] adj = {
            {{1, 4}, {2, 1}},
            {{3, 0}, {4, 4}},
            {{1, 2}, {3, 2}, {4, 5}},
            {{4, 3}, {5, 6}},
            {{5, 2}},
            {},
            {{0, 1}, {5, 1}},
        };
        long[] dist = dijkstra(adj, 0);
        StringBuilder sb = new StringBuilder();
        for (int v = 0; v < dist.length; v++) {
            sb.append(v).append(' ').append(dist[v] == -1 ? "INF" : Long.toString(dist[v])).append('\n');
        }
        System.out.print(sb);
    }
}
