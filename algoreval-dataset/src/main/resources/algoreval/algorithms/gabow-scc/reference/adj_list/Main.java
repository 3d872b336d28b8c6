import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.stream.Collectors;

public class Main {
    static List<List<Integer>> gabowScc(int[][] adj) {
        return new PathBased(adj).run();
    }

    /** Gabow's path-based algorithm over adj[u] = the successors of u. */
    private static final class PathBased {
        private final int[][] adj;
        private final int[] preorder;
        private final boolean[] assigned;
        private final Deque<Integer> s = new ArrayDeque<>(); // visited vertices not yet in a component
        private final Deque<Integer> p = new ArrayDeque<>(); // roots of the open components on the DFS path
        private final List<List<Integer>> components = new ArrayList<>();
        private int counter = 0;

        PathBased(int[][] adj) {
            this.adj = adj;
            preorder = new int[adj.length];
            assigned = new boolean[adj.length];
            Arrays.fill(preorder, -1);
        }

        List<List<Integer>> run() {
            for (int v = 0; v < adj.length; v++) {
                if (preorder[v] == -1) visit(v);
            }
            return components;
        }

        private void visit(int v) {
            preorder[v] = counter++;
            s.push(v);
            p.push(v);
            for (int w : adj[v]) {
                if (preorder[w] == -1) {
                    visit(w);
                } else if (!assigned[w]) {
                    // w is still open: everything on the path after w collapses into one component
                    while (preorder[p.peek()] > preorder[w]) p.pop();
                }
            }
            if (p.peek() == v) {
                p.pop();
                List<Integer> component = new ArrayList<>();
                int w;
                do {
                    w = s.pop();
                    assigned[w] = true;
                    component.add(w);
                } while (w != v);
                components.add(component);
            }
        }
    }

    public static void main(String[] args) {
        int[][] adj = {
            {1, 7},
            {4},
            {8},
            {5, 2},
            {6, 2},
            {2},
            {1, 7},
            {8},
            {3},
            {0},
        };
        List<List<Integer>> components = gabowScc(adj);
        for (List<Integer> c : components) Collections.sort(c);
        components.sort((a, b) -> Integer.compare(a.get(0), b.get(0)));
        StringBuilder out = new StringBuilder();
        for (List<Integer> c : components) {
            out.append(c.stream().map(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        System.out.print(out);
    }
}
