import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

public class Main {
    static List<Integer> solve(int[][] adj, int s) {
        boolean[] reached = new boolean[adj.length];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        List<Integer> order = new ArrayList<>();
        reached[s] = true;
        queue.add(s);
        while (!queue.isEmpty()) {
            int u = queue.poll();
            order.add(u);
            for (int v : adj[u]) {
                if (!reached[v]) {
                    reached[v] = true;
                    queue.add(v);
                }
            }
        }
        return order;
    }

    public static void main(String[] args) {
        int[][] adj = {{3, 1, 4}, {0, 5}, {5, 6}, {0, 6}, {0}, {1, 2}, {2, 3}, {8}, {7}};
        int s = 0;
        StringBuilder out = new StringBuilder();
        for (int v : solve(adj, s)) {
            out.append(out.length() == 0 ? "" : " ").append(v);
        }
        System.out.println(out);
    }
}
