import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.StringJoiner;

public class Main {
    private static int[][] adj;
    private static int[] disc;
    private static int[] low;
    private static boolean[] isCut;
    private static int timer;

    static List<Integer> findArticulationPoints(int[][] graph) {
        adj = graph;
        int V = adj.length;
        disc = new int[V];
        low = new int[V];
        isCut = new boolean[V];
        Arrays.fill(disc, -1);
        timer = 0;
        for (int u = 0; u < V; u++) {
            if (disc[u] == -1) dfs(u, -1);
        }
        List<Integer> points = new ArrayList<>();
        for (int u = 0; u < V; u++) {
            if (isCut[u]) points.add(u);
        }
        return points;
    }

    private static void dfs(int u, int parent) {
        disc[u] = low[u] = timer++;
        int children = 0;
        for (int v : adj[u]) {
            if (v == parent) continue;
            if (disc[v] == -1) {
                children++;
                dfs(v, u);
                low[u] = Math.min(low[u], low[v]);
                // a non-root u separates v's subtree when no back edge from it climbs above u
                if (parent != -1 && low[v] >= disc[u]) isCut[u] = true;
            } else {
                low[u] = Math.min(low[u], disc[v]);
            }
        }
        // the root of a DFS tree is a cut vertex iff it has more than one tree child
        if (parent == -1 && children > 1) isCut[u] = true;
    }

    public static void main(String[] args) {
        int[][] adj = {{1, 2}, {0, 2, 3}, {1, 0}, {1, 4, 5}, {3, 5}, {4, 3, 6}, {5}, {8, 9}, {7}, {7}, {}};
        List<Integer> points = findArticulationPoints(adj);
        Collections.sort(points);
        StringJoiner line = new StringJoiner(" ");
        for (int v : points) line.add(String.valueOf(v));
        System.out.println(line);
    }
}
