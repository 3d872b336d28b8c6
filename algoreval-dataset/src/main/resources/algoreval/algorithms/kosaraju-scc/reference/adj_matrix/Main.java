import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

public class Main {
    static List<List<Integer>> kosarajuScc(int[][] M) {
        int n = M.length;
        int[][] adj = new int[n][];
        for (int u = 0; u < n; u++) {
            int[] row = M[u];
            adj[u] = IntStream.range(0, n).filter(v -> row[v] == 1).toArray();
        }
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
        int[][] M = {
            {0, 0, 0, 1, 0, 1, 0, 0, 0, 0},
            {0, 0, 1, 0, 0, 0, 0, 0, 0, 0},
            {0, 0, 0, 0, 1, 0, 1, 0, 0, 0},
            {0, 0, 0, 0, 0, 0, 0, 0, 1, 0},
            {0, 0, 0, 0, 0, 0, 0, 1, 0, 1},
            {1, 1, 0, 0, 0, 0, 0, 0, 0, 0},
            {0, 1, 0, 1, 0, 0, 0, 0, 0, 0},
            {0, 0, 0, 0, 0, 0, 0, 0, 1, 0},
            {0, 0, 0, 0, 1, 0, 0, 0, 0, 0},
            {0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
        };
        List<List<Integer>> components = kosarajuScc(M);
        for (List<Integer> c : components) Collections.sort(c);
        components.sort((a, b) -> Integer.compare(a.get(0), b.get(0)));
        StringBuilder out = new StringBuilder();
        for (List<Integer> c : components) {
            out.append(c.stream().map(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        System.out.print(out);
    }
}
