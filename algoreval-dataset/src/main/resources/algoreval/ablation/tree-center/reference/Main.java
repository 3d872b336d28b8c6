import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Main {
    static List<Integer> solve(int n, int[][] edges) {
        List<List<Integer>> neighbours = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            neighbours.add(new ArrayList<>());
        }
        for (int[] e : edges) {
            neighbours.get(e[0]).add(e[1]);
            neighbours.get(e[1]).add(e[0]);
        }
        int[] degree = new int[n];
        List<Integer> layer = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            degree[v] = neighbours.get(v).size();
            if (degree[v] <= 1) {
                layer.add(v);
            }
        }
        int remaining = n;
        while (remaining > 2) {
            remaining -= layer.size();
            List<Integer> next = new ArrayList<>();
            for (int leaf : layer) {
                for (int w : neighbours.get(leaf)) {
                    if (--degree[w] == 1) {
                        next.add(w);
                    }
                }
            }
            layer = next;
        }
        Collections.sort(layer);
        return layer;
    }

    public static void main(String[] args) {
        int n = 11;
        int[][] edges = {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, {1, 7}, {1, 8}, {1, 9}, {1, 10}};
        StringBuilder out = new StringBuilder();
        for (int label : solve(n, edges)) {
            out.append(out.length() == 0 ? "" : " ").append(label);
        }
        System.out.println(out);
    }
}
