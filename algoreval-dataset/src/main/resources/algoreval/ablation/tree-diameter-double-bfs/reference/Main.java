import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

public class Main {
    record Result(int length, List<Integer> path) {
    }

    static Result solve(int n, int[][] edges) {
        List<List<Integer>> neighbours = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            neighbours.add(new ArrayList<>());
        }
        for (int[] e : edges) {
            neighbours.get(e[0]).add(e[1]);
            neighbours.get(e[1]).add(e[0]);
        }
        int[] distance = new int[n];
        int[] parent = new int[n];
        int a = farthest(0, neighbours, distance, parent);
        int b = farthest(a, neighbours, distance, parent);
        List<Integer> path = new ArrayList<>();
        for (int x = b; x != -1; x = parent[x]) {
            path.add(x);
        }
        Collections.reverse(path);
        return new Result(distance[b], path);
    }

    /** The farthest vertex from source, the smallest label on ties; fills distance and parent. */
    private static int farthest(int source, List<List<Integer>> neighbours, int[] distance, int[] parent) {
        Arrays.fill(distance, -1);
        distance[source] = 0;
        parent[source] = -1;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(source);
        while (!queue.isEmpty()) {
            int x = queue.poll();
            for (int y : neighbours.get(x)) {
                if (distance[y] < 0) {
                    distance[y] = distance[x] + 1;
                    parent[y] = x;
                    queue.add(y);
                }
            }
        }
        int best = 0;
        for (int v = 1; v < distance.length; v++) {
            if (distance[v] > distance[best]) {
                best = v;
            }
        }
        return best;
    }

    public static void main(String[] args) {
        int n = 10;
        int[][] edges = {{0, 1}, {1, 2}, {0, 3}, {3, 4}, {4, 8}, {4, 9}, {0, 5}, {5, 6}, {6, 7}};
        Result result = solve(n, edges);
        System.out.println(result.length());
        StringBuilder out = new StringBuilder();
        for (int label : result.path()) {
            out.append(out.length() == 0 ? "" : " ").append(label);
        }
        System.out.println(out);
    }
}
