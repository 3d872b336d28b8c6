import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;

public class Main {
    static List<List<Integer>> kosarajuScc(int n, int[][] edges) {
        int[] outDegree = new int[n];
        for (int[] e : edges) outDegree[e[0]]++;
        int[][] adj = new int[n][];
        for (int u = 0; u < n; u++) adj[u] = new int[outDegree[u]];
        int[] filled = new int[n];
        for (int[] e : edges) adj[e[0]][filled[e[0]]++] = e[1];
        return new Kosaraju(adj).run();
    }

    /** Kosaraju's two-pass algorithm over adj[u] = the successors of u. */
    private static final class Kosaraju {
        private final int[][] adj;
        private final List<List<Integer>> radj = new ArrayList<>();
        private final boolean[] visited;
        private final boolean[] assigned;
        private final List<Integer> order = new ArrayList<>(); // increasing DFS finishing time

        Kosaraju(int[][] adj) {
            this.adj = adj;
            int n = adj.length;
            visited = new boolean[n];
            assigned = new boolean[n];
            for (int v = 0; v < n; v++) radj.add(new ArrayList<>());
            for (int u = 0; u < n; u++) {
                for (int v : adj[u]) radj.get(v).add(u);
            }
        }

        List<List<Integer>> run() {
            for (int v = 0; v < adj.length; v++) {
                if (!visited[v]) dfs(v);
            }
            List<List<Integer>> components = new ArrayList<>();
            for (int i = order.size() - 1; i >= 0; i--) {
                int v = order.get(i);
                if (!assigned[v]) {
                    List<Integer> component = new ArrayList<>();
                    collect(v, component);
                    components.add(component);
                }
            }
            return components;
        }

        private void dfs(int v) {
            visited[v] = true;
            for (int w : adj[v]) {
                if (!visited[w]) dfs(w);
            }
            order.add(v);
        }

        private void collect(int v, List<Integer> component) {
            assigned[v] = true;
            component.add(v);
            for (int w : radj.get(v)) {
                if (!assigned[w]) collect(w, component);
            }
        }
    }

    public static void main(String[] args) {
        int n = 10;
        int[][] edges = {{0, 5}, {5, 0}, {5, 1}, {1, 2}, {2, 6}, {6, 1}, {6, 3}, {2, 4}, {4, 7},
                         {7, 8}, {8, 4}, {3, 8}, {0, 3}, {4, 9}};
        List<List<Integer>> components = kosarajuScc(n, edges);
        for (List<Integer> c : components) Collections.sort(c);
        components.sort((a, b) -> Integer.compare(a.get(0), b.get(0)));
        StringBuilder out = new StringBuilder();
        for (List<Integer> c : components) {
            out.append(c.stream().map(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        System.out.print(out);
    }
}
