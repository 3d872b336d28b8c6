import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;

public class Main {
    static List<int[]> solve(int n, int[][] edges) {
        List<List<Integer>> successors = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            successors.add(new ArrayList<>());
        }
        for (int[] e : edges) {
            successors.get(e[0]).add(e[1]);
        }
        boolean[][] reach = new boolean[n][n]; // reach[a][b]: b reachable from a along one or more edges
        for (int start = 0; start < n; start++) {
            Deque<Integer> stack = new ArrayDeque<>();
            stack.push(start);
            while (!stack.isEmpty()) {
                int x = stack.pop();
                for (int y : successors.get(x)) {
                    if (!reach[start][y]) {
                        reach[start][y] = true;
                        stack.push(y);
                    }
                }
            }
        }
        List<int[]> kept = new ArrayList<>();
        for (int[] e : edges) {
            boolean detour = false;
            for (int w : successors.get(e[0])) {
                detour |= w != e[1] && reach[w][e[1]];
            }
            if (!detour) {
                kept.add(new int[] {e[0], e[1]});
            }
        }
        return kept;
    }

    public static void main(String[] args) {
        int n = 7;
        int[][] edges = {{0, 1}, {1, 2}, {2, 3}, {0, 3}, {0, 2}, {3, 4}, {1, 4}, {4, 5}, {2, 5}, {6, 5}, {6, 3}};
        List<int[]> kept = solve(n, edges);
        kept.sort(Comparator.<int[]>comparingInt(e -> e[0]).thenComparingInt(e -> e[1]));
        for (int[] e : kept) {
            System.out.println(e[0] + " " + e[1]);
        }
    }
}
