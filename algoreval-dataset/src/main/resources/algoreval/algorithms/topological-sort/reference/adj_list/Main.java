import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.StringJoiner;

public class Main {
    static List<Integer> topologicalSort(int[][] adj) {
        int V = adj.length;
        int[] indegree = new int[V];
        for (int[] successors : adj) {
            for (int v : successors) indegree[v]++;
        }
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (int u = 0; u < V; u++) {
            if (indegree[u] == 0) ready.add(u);
        }
        List<Integer> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            int u = ready.poll();
            order.add(u);
            for (int v : adj[u]) {
                if (--indegree[v] == 0) ready.add(v);
            }
        }
        return order;
    }

    public static void main(String[] args) {
        int[][] adj = {{6}, {}, {3, 6}, {1}, {0, 1}, {2, 0}, {3}, {6}, {7, 1}};
        StringJoiner line = new StringJoiner(" ");
        for (int v : topologicalSort(adj)) line.add(String.valueOf(v));
        System.out.println(line);
    }
}
