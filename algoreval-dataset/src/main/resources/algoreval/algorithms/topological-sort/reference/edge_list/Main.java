import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.StringJoiner;

public class Main {
    static List<Integer> topologicalSort(int V, int[][] edges) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int u = 0; u < V; u++) adj.add(new ArrayList<>());
        int[] indegree = new int[V];
        for (int[] e : edges) {
            adj.get(e[0]).add(e[1]);
            indegree[e[1]]++;
        }
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (int u = 0; u < V; u++) {
            if (indegree[u] == 0) ready.add(u);
        }
        List<Integer> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            int u = ready.poll();
            order.add(u);
            for (int v : adj.get(u)) {
                if (--indegree[v] == 0) ready.add(v);
            }
        }
        return order;
    }

    public static void main(String[] args) {
        int V = 9;
        int[][] edges = {{5, 2}, {5, 0}, {4, 0}, {4, 1}, {2, 3}, {3, 1}, {8, 7}, {7, 6}, {6, 3}, {0, 6}, {2, 6}, {8, 1}};
        StringJoiner line = new StringJoiner(" ");
        for (int v : topologicalSort(V, edges)) line.add(String.valueOf(v));
        System.out.println(line);
    }
}
