import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;

public class Main {
    record Result(int[] groups, List<int[]> pairs) {
    }

    private static List<List<int[]>> adjacency; // entries {neighbour, edge index}
    private static int[] discovered;
    private static int[] low;
    private static boolean[] fragile;
    private static int clock;

    static Result solve(int n, int[][] edges) {
        adjacency = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            adjacency.add(new ArrayList<>());
        }
        for (int i = 0; i < edges.length; i++) {
            adjacency.get(edges[i][0]).add(new int[] {edges[i][1], i});
            adjacency.get(edges[i][1]).add(new int[] {edges[i][0], i});
        }
        discovered = new int[n];
        low = new int[n];
        fragile = new boolean[edges.length];
        clock = 0;
        Arrays.fill(discovered, -1);
        for (int v = 0; v < n; v++) {
            if (discovered[v] < 0) {
                visit(v, -1);
            }
        }
        // Scanning the vertices in increasing order numbers each group by its smallest vertex.
        int[] group = new int[n];
        Arrays.fill(group, -1);
        int count = 0;
        for (int start = 0; start < n; start++) {
            if (group[start] >= 0) {
                continue;
            }
            group[start] = count;
            Deque<Integer> stack = new ArrayDeque<>();
            stack.push(start);
            while (!stack.isEmpty()) {
                int x = stack.pop();
                for (int[] arc : adjacency.get(x)) {
                    if (!fragile[arc[1]] && group[arc[0]] < 0) {
                        group[arc[0]] = count;
                        stack.push(arc[0]);
                    }
                }
            }
            count++;
        }
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < edges.length; i++) {
            if (fragile[i]) {
                int a = group[edges[i][0]];
                int b = group[edges[i][1]];
                pairs.add(new int[] {Math.min(a, b), Math.max(a, b)});
            }
        }
        return new Result(group, pairs);
    }

    private static void visit(int u, int via) {
        discovered[u] = low[u] = clock++;
        for (int[] arc : adjacency.get(u)) {
            int v = arc[0];
            if (arc[1] == via) {
                continue;
            }
            if (discovered[v] < 0) {
                visit(v, arc[1]);
                low[u] = Math.min(low[u], low[v]);
                if (low[v] > discovered[u]) {
                    fragile[arc[1]] = true;
                }
            } else {
                low[u] = Math.min(low[u], discovered[v]);
            }
        }
    }

    public static void main(String[] args) {
        int n = 12;
        int[][] edges = {{0, 6}, {6, 7}, {7, 0}, {1, 3}, {3, 5}, {5, 1}, {0, 1}, {3, 2},
            {7, 4}, {4, 8}, {8, 9}, {9, 4}, {9, 10}, {10, 11}, {11, 9}};
        Result result = solve(n, edges);
        StringBuilder out = new StringBuilder();
        for (int v = 0; v < n; v++) {
            out.append(v == 0 ? "" : " ").append(result.groups()[v]);
        }
        System.out.println(out);
        List<int[]> pairs = new ArrayList<>(result.pairs());
        pairs.sort(Comparator.<int[]>comparingInt(p -> p[0]).thenComparingInt(p -> p[1]));
        for (int[] p : pairs) {
            System.out.println(p[0] + " " + p[1]);
        }
    }
}
