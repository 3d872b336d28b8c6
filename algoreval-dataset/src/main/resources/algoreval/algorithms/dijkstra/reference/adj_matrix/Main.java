import java.util.Arrays;

public class Main {
    // M[u][v] == -1 means no edge; dist[v] == -1 means v is unreachable from src.
    static long[] dijkstra(int[][] M, int src) {
        int n = M.length;
        long[] dist = new long[n];
        boolean[] done = new boolean[n];
        Arrays.fill(dist, -1);
        dist[src] = 0;
        for (int iter = 0; iter < n; iter++) {
            int u = -1;
            for (int v = 0; v < n; v++) {
                if (!done[v] && dist[v] != -1 && (u == -1 || dist[v] < dist[u])) u = v;
            }
            if (u == -1) break;
            done[u] = true;
            for (int v = 0; v < n; v++) {
                if (M[u][v] == -1 || done[v]) continue;
                long nd = dist[u] + M[u][v];
                if (dist[v] == -1 || nd < dist[v]) dist[v] = nd;
            }
        }
        return dist;
    }

    public static void main(String[] args) {
        int[][] M = {
            {-1, 4, 1, -1, -1, -1, -1},
            {-1, -1, -1, 0, 4, -1, -1},
            {-1, 2, -1, 2, 5, -1, -1},
            {-1, -1, -1, -1, 3, 6, -1},
            {-1, -1, -1, -1, -1, 2, -1},
            {-1, -1, -1, -1, -1, -1, -1},
            {1, -1, -1, -1, -1, 1, -1},
        };
        long[] dist = dijkstra(M, 0);
        StringBuilder sb = new StringBuilder();
        for (int v = 0; v < dist.length; v++) {
            sb.append(v).append(' ').append(dist[v] == -1 ? "INF" : Long.toString(dist[v])).append('\n');
        }
        System.out.print(sb);
    }
}
