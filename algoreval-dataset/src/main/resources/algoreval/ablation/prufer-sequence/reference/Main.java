import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.TreeSet;

public class Main {
    static List<Integer> solve(int n, int[][] edges) {
        List<TreeSet<Integer>> neighbours = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            neighbours.add(new TreeSet<>());
        }
        for (int[] e : edges) {
            neighbours.get(e[0]).add(e[1]);
            neighbours.get(e[1]).add(e[0]);
        }
        PriorityQueue<Integer> leaves = new PriorityQueue<>();
        for (int v = 0; v < n; v++) {
            if (neighbours.get(v).size() == 1) {
                leaves.add(v);
            }
        }
        List<Integer> result = new ArrayList<>();
        for (int step = 0; step < n - 2; step++) {
            int leaf = leaves.poll();
            int parent = neighbours.get(leaf).first();
            result.add(parent);
            neighbours.get(leaf).clear();
            neighbours.get(parent).remove(leaf);
            if (neighbours.get(parent).size() == 1) {
                leaves.add(parent);
            }
        }
        return result;
    }

    public static void main(String[] args) {
        int n = 8;
        int[][] edges = {{0, 3}, {1, 3}, {3, 4}, {4, 5}, {5, 2}, {5, 6}, {6, 7}};
        StringBuilder out = new StringBuilder();
        for (int label : solve(n, edges)) {
            out.append(out.length() == 0 ? "" : " ").append(label);
        }
        System.out.println(out);
    }
}
