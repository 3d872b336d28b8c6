import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

public class Main {
    /** Returns an assignment (element i-1 is the value of x_i), or null if the formula is unsatisfiable. */
    static boolean[] twoSat(int n, int[][] clauses) {
        int size = 2 * n;
        List<List<Integer>> adj = new ArrayList<>();
        for (int v = 0; v < size; v++) adj.add(new ArrayList<>());
        for (int[] c : clauses) {
            int a = vertex(c[0]), b = vertex(c[1]);
            // (a OR b) is equivalent to (NOT a -> b) and (NOT b -> a)
            adj.get(a ^ 1).add(b);
            adj.get(b ^ 1).add(a);
        }
        int[] comp = new Tarjan(adj).components();
        boolean[] assignment = new boolean[n];
        for (int i = 0; i < n; i++) {
            if (comp[2 * i] == comp[2 * i + 1]) return null; // x_i and NOT x_i imply each other
            // x_i is true when its component comes after the one of NOT x_i in topological order
            assignment[i] = comp[2 * i] < comp[2 * i + 1];
        }
        return assignment;
    }

    /** Vertex 2*(i-1) is the literal x_i and vertex 2*(i-1)+1 is NOT x_i, so v ^ 1 negates vertex v. */
    private static int vertex(int literal) {
        return 2 * (Math.abs(literal) - 1) + (literal < 0 ? 1 : 0);
    }

    /** Tarjan's SCC algorithm; components get numbers in reverse topological order. */
    private static final class Tarjan {
        private final List<List<Integer>> adj;
        private final int[] index;
        private final int[] low;
        private final int[] comp;
        private final Deque<Integer> stack = new ArrayDeque<>();
        private int counter = 0;
        private int count = 0;

        Tarjan(List<List<Integer>> adj) {
            this.adj = adj;
            int size = adj.size();
            index = new int[size];
            low = new int[size];
            comp = new int[size];
            Arrays.fill(index, -1);
            Arrays.fill(comp, -1);
        }

        int[] components() {
            for (int v = 0; v < adj.size(); v++) {
                if (index[v] == -1) strongConnect(v);
            }
            return comp;
        }

        private void strongConnect(int v) {
            index[v] = low[v] = counter++;
            stack.push(v);
            for (int w : adj.get(v)) {
                if (index[w] == -1) {
                    strongConnect(w);
                    low[v] = Math.min(low[v], low[w]);
                } else if (comp[w] == -1) { // w is still on the stack
                    low[v] = Math.min(low[v], index[w]);
                }
            }
            if (low[v] == index[v]) {
                int w;
                do {
                    w = stack.pop();
                    comp[w] = count;
                } while (w != v);
                count++;
            }
        }
    }

    public static void main(String[] args) {
        int n1 = 6;
        int[][] clauses1 = {{4, -6}, {2, -6}, {-4, 3}, {4, -5}, {1, -3}, {-2, 6}, {-4, 5}, {2, 5}, {-5, -2}};
        int n2 = 4;
        int[][] clauses2 = {{1, 2}, {3, -2}, {3, 4}, {-2, -1}, {-4, -3}, {-3, 2}, {-1, -4}, {4, 1}};
        int[] ns = {n1, n2};
        int[][][] formulas = {clauses1, clauses2};
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < ns.length; k++) {
            boolean[] assignment = twoSat(ns[k], formulas[k]);
            if (assignment == null) {
                out.append("UNSATISFIABLE\n");
                continue;
            }
            out.append("SATISFIABLE\n");
            for (int i = 0; i < assignment.length; i++) {
                out.append(i > 0 ? " " : "").append(assignment[i] ? 1 : 0);
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
