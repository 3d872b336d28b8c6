import java.util.ArrayList;
import java.util.List;

public class Main {
    static int[] solve(int n, int[][] edges) {
        List<List<Integer>> neighbours = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            neighbours.add(new ArrayList<>());
        }
        int[] degree = new int[n];
        for (int[] e : edges) {
            neighbours.get(e[0]).add(e[1]);
            neighbours.get(e[1]).add(e[0]);
            degree[e[0]]++;
            degree[e[1]]++;
        }
        boolean[] removed = new boolean[n];
        int[] value = new int[n];
        int k = 0;
        for (int step = 0; step < n; step++) {
            int chosen = -1;
            for (int v = 0; v < n; v++) {
                if (!removed[v] && (chosen < 0 || degree[v] < degree[chosen])) {
                    chosen = v;
                }
            }
            k = Math.max(k, degree[chosen]);
            value[chosen] = k;
            removed[chosen] = true;
            for (int w : neighbours.get(chosen)) {
                if (!removed[w]) {
                    degree[w]--;
                }
            }
        }
        return value;
    }

    public static void main(String[] args) {
        int n = 9;
        int[][] edges = {{0, 1}, {0, 2}, {1, 2}, {1, 3}, {2, 3}, {0, 3}, {3, 4}, {4, 5}, {5, 6}, {6, 4}, {7, 8}, {6, 7}};
        int[] value = solve(n, edges);
        StringBuilder out = new StringBuilder();
        for (int v = 0; v < n; v++) {
            out.append(v == 0 ? "" : " ").append(value[v]);
        }
        System.out.println(out);
    }
}
