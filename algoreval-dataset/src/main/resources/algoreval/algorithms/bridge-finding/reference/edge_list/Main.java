import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    private static List<List<int[]>> adj;
    private static int[] disc;
    private static int[] low;
    private static int timer;
    private static List<int[]> bridges;

    static List<int[]> findBridges(int V, int[][] edges) {
        adj = new ArrayList<>();
        for (int i = 0; i < V; i++) adj.add(new ArrayList<>());
        for (int i = 0; i < edges.length; i++) {
            int u = edges[i][0], v = edges[i][1];
            adj.get(u).add(new int[] {v, i});
            adj.get(v).add(new int[] {u, i});
        }
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

    private static void dfs(int u, int parentEdge) {
        disc[u] = low[u] = timer++;
        for (int[] e : adj.get(u)) {
            int v = e[0], idx = e[1];
            if (idx == parentEdge) continue;
            if (disc[v] == -1) {
                dfs(v, idx);
                low[u] = Math.min(low[u], low[v]);
                if (low[v] > disc[u]) bridges.add(new int[] {Math.min(u, v), Math.max(u, v)});
            } else {
                low[u] = Math.min(low[u], disc[v]);
            }
        }
    }

    public static void main(String[] args) {
        int V = 5;
        int[][] edges = {{0, 1}, {0, 2}, {1, 2}, {0, 3}, {3, 4}};
        List<int[]> result = findBridges(V, edges);
        result.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        for (int[] b : result) System.out.println(b[0] + " " + b[1]);
    }
}
