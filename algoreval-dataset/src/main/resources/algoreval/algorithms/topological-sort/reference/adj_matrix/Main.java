import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

public class Main {
    static List<Integer> topologicalSort(int[][] M) {
        int V = M.length;
        int[] indegree = new int[V];
        boolean[] placed = new boolean[V];
        for (int u = 0; u < V; u++) {
            for (int v = 0; v < V; v++) indegree[v] += M[u][v];
        }
        List<Integer> order = new ArrayList<>();
        while (true) {
            // the smallest vertex not yet placed whose predecessors are all placed
            int u = -1;
            for (int v = 0; v < V && u == -1; v++) {
                if (!placed[v] && indegree[v] == 0) u = v;
            }
            if (u == -1) break;
            placed[u] = true;
            order.add(u);
            for (int v = 0; v < V; v++) {
                if (M[u][v] != 0) indegree[v]--;
            }
        }
        return order;
    }

    public static void main(String[] args) {
        int[][] M = {
            {0, 0, 0, 0, 0, 0, 1, 0, 0},
            {0, 0, 0, 0, 0, 0, 0, 0, 0},
            {0, 0, 0, 1, 0, 0, 1, 0, 0},
            {0, 1, 0, 0, 0, 0, 0, 0, 0},
            {1, 1, 0, 0, 0, 0, 0, 0, 0},
            {1, 0, 1, 0, 0, 0, 0, 0, 0},
            {0, 0, 0, 1, 0, 0, 0, 0, 0},
            {0, 0, 0, 0, 0, 0, 1, 0, 0},
            {0, 1, 0, 0, 0, 0, 0, 1, 0},
        };
        StringJoiner line = new StringJoiner(" ");
        for (int v : topologicalSort(M)) line.add(String.valueOf(v));
        System.out.println(line);
    }
}
