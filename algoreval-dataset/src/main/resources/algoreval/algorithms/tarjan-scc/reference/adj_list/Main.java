import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.stream.Collectors;

public class Main {
    static List<List<Integer>> tarjanScc(int[][] adj) {
        return new Tarjan(adj).run();
    }

    /** Tarjan's algorithm over adj[u] = the successors of u. */
    private static final class Tarjan {
        private final int[][] adj;
        private final int[] index;
        private final int[] low;
        private final boolean[] onStack;
        private final Deque<Integer> stack = new ArrayDeque<>();
        private final List<List<Integer>> components = new ArrayList<>();
        private int counter = 0;

        Tarjan(int[][] adj) {
            this.adj = adj;
            index = new int[adj.length];
            low = new int[adj.length];
            onStack = new boolean[adj.length];
            Arrays.fill(index, -1);
        }

        List<List<Integer>> run() {
            for (int v = 0; v < adj.length; v++) {
                if (index[v] == -1) strongConnect(v);
            }
            return components;
        }

        private void strongConnect(int v) {
            index[v] = low[v] = counter++;
            stack.push(v);
            onStack[v] = true;
            for (int w : adj[v]) {
                if (index[w] == -1) {
                    strongConnect(w);
                    low[v] = Math.min(low[v], low[w]);
                } else if (onStack[w]) {
                    low[v] = Math.min(low[v], index[w]);
                }
            }
            if (low[v] == index[v]) {
                List<Integer> component = new ArrayList<>();
                int w;
                do {
                    w = stack.pop();
                    onStack[w] = false;
                    component.add(w);
                } while (w != v);
                components.add(component);
            }
        }
    }

    public static void main(String[] args) {
        int[][] adj = {
            {3, 2},
            {2, 4},
            {5},
            {7, 4},
            {9},
            {8},
            {},
            {0, 1},
            {2, 9},
            {5},
        };
        List<List<Integer>> components = tarjanScc(adj);
        for (List<Integer> c : components) Collections.sort(c);
        components.sort((a, b) -> Integer.compare(a.get(0), b.get(0)));
        StringBuilder out = new StringBuilder();
        for (List<Integer> c : components) {
            out.append(c.stream().map(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        System.out.print(out);
    }
}
