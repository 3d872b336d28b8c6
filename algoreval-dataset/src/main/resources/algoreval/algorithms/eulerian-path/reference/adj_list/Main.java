import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.StringJoiner;

public class Main {
    // Whether dst can be reached from src without using the edge {cutU, cutV}.
    private static boolean reaches(List<List<Integer>> adj, int src, int dst, int cutU, int cutV) {
        boolean[] seen = new boolean[adj.size()];
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        seen[src] = true;
        stack.push(src);
        while (!stack.isEmpty()) {
            int x = stack.pop();
            if (x == dst) return true;
            for (int y : adj.get(x)) {
                if (seen[y] || (x == cutU && y == cutV) || (x == cutV && y == cutU)) continue;
                seen[y] = true;
                stack.push(y);
            }
        }
        return false;
    }

    static List<Integer> findEulerianPath(int[][] graph) {
        int V = graph.length;
        List<List<Integer>> adj = new ArrayList<>(); // sorted, mutable copies of the lists
        for (int[] neighbours : graph) {
            List<Integer> list = new ArrayList<>();
            for (int v : neighbours) list.add(v);
            Collections.sort(list);
            adj.add(list);
        }
        int start = -1;
        for (int u = 0; u < V && start == -1; u++) {
            if (adj.get(u).size() % 2 == 1) start = u;
        }
        for (int u = 0; u < V && start == -1; u++) {
            if (!adj.get(u).isEmpty()) start = u;
        }
        List<Integer> path = new ArrayList<>();
        if (start == -1) return path;
        // Fleury: from the current vertex take the smallest neighbour whose edge is not a bridge of
        // the unused edges, unless it is the only edge left there.
        path.add(start);
        int u = start;
        while (!adj.get(u).isEmpty()) {
            int next = -1;
            for (int v : adj.get(u)) {
                if (adj.get(u).size() == 1 || reaches(adj, u, v, u, v)) {
                    next = v;
                    break;
                }
            }
            adj.get(u).remove(Integer.valueOf(next));
            adj.get(next).remove(Integer.valueOf(u));
            path.add(next);
            u = next;
        }
        return path;
    }

    public static void main(String[] args) {
        int[][] adj = {{5, 1}, {0, 4, 5}, {6, 3, 4}, {2, 6}, {1, 2, 5, 7}, {0, 1, 4, 6}, {7, 2, 3, 5}, {4, 6}, {}};
        StringJoiner line = new StringJoiner(" ");
        for (int v : findEulerianPath(adj)) line.add(String.valueOf(v));
        System.out.println(line);
    }
}
