import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class Main {
    static List<int[]> solve(int n, int[][] edges) {
        int[] parent = new int[n];
        for (int v = 0; v < n; v++) {
            parent[v] = v;
        }
        int[][] sorted = edges.clone();
        // Arrays.sort on objects is stable: edges of equal weight keep their input order.
        Arrays.sort(sorted, Comparator.comparingInt(e -> e[2]));
        List<int[]> selected = new ArrayList<>();
        for (int[] e : sorted) {
            int ru = find(parent, e[0]);
            int rv = find(parent, e[1]);
            if (ru != rv) {
                parent[ru] = rv;
                selected.add(e);
            }
        }
        return selected;
    }

    private static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    public static void main(String[] args) {
        int n = 5;
        int[][] edges = {{0, 1, 2}, {1, 2, 1}, {0, 2, 2}, {2, 3, 3}, {3, 4, 1}, {1, 3, 3}, {2, 4, 3}, {0, 4, 5}};
        long total = 0;
        for (int[] e : solve(n, edges)) {
            System.out.println(e[0] + " " + e[1] + " " + e[2]);
            total += e[2];
        }
        System.out.println(total);
    }
}
