import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    private static int[][] adj;
    private static int[] disc;
    private static int[] low;
    private static int timer;
    private static List<int[]> bridges;

    static List<int[]> findBridges(int[][] graph) {
        adj = graph;
        int V = adj.length;
        disc = new int[V];
        low = new int[V];
        Arrays.fill(disc, -1);
        timer = 0;
        bridges = new ArrayList<>();
        for (int u = 0; u < V; u++) {
            if (disc[u] == -1) dfs(u, -1);
        }
        return bridges;
    }

    private static void dfs(int u, int parent) {
        disc[u] = low[u] = timer++;
        for (int v : adj[u]) {
            if (v == parent) continue;
            if (disc[v] == -1) {
                dfs(v, u);
                low[u] = Math.min(low[u], low[v]);
                if (low[v] > disc[u]) bridges.add(new int[] {Math.min(u, v), Math.max(u, v)});
            } else {
                low[u] = Math.min(low[u], disc[v]);
            }
        }
    }

    public static void main(String[] args) {
        int[][] adj = {{1, 2, 3}, {0, 2}, {0, 1}, {0, 4}, {3}};
        List<int[]> result = findBridges(adj);
        result.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        for (int[] b : result) System.out.println(b[0] + " " + b[1]);
    }
}
