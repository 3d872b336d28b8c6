import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    /** Edmonds' blossom algorithm: augmenting paths found by BFS, odd cycles contracted via base[]. */
    static final class Blossom {
        private final List<List<Integer>> adj;
        private final int n;
        private final int[] mate;
        private final int[] parent;
        private final int[] base;
        private final boolean[] used;
        private final boolean[] inBlossom;

        Blossom(List<List<Integer>> adj) {
            this.adj = adj;
            n = adj.size();
            mate = new int[n];
            Arrays.fill(mate, -1);
            parent = new int[n];
            base = new int[n];
            used = new boolean[n];
            inBlossom = new boolean[n];
        }

        int[] solve() {
            for (int root = 0; root < n; root++) {
                if (mate[root] != -1) {
                    continue;
                }
                int v = findAugmentingPath(root);
                while (v != -1) { // flip the matched and unmatched edges along the path
                    int pv = parent[v];
                    int next = mate[pv];
                    mate[v] = pv;
                    mate[pv] = v;
                    v = next;
                }
            }
            return mate;
        }

        /** Lowest common ancestor of a and b in the alternating tree (on blossom bases). */
        private int lca(int a, int b) {
            boolean[] seen = new boolean[n];
            while (true) {
                a = base[a];
                seen[a] = true;
                if (mate[a] == -1) {
                    break;
                }
                a = parent[mate[a]];
            }
            while (true) {
                b = base[b];
                if (seen[b]) {
                    return b;
                }
                b = parent[mate[b]];
            }
        }

        /** Marks the blossom path from v down to base b and reverses parent links along it. */
        private void markPath(int v, int b, int child) {
            while (base[v] != b) {
                inBlossom[base[v]] = true;
                inBlossom[base[mate[v]]] = true;
                parent[v] = child;
                child = mate[v];
                v = parent[mate[v]];
            }
        }

        /** BFS from a free root; returns a free vertex at the end of an augmenting path, or -1. */
        private int findAugmentingPath(int root) {
            Arrays.fill(parent, -1);
            for (int i = 0; i < n; i++) {
                base[i] = i;
            }
            Arrays.fill(used, false); // even (outer) vertices of the alternating tree
            used[root] = true;
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            queue.add(root);
            while (!queue.isEmpty()) {
                int v = queue.poll();
                for (int to : adj.get(v)) {
                    if (base[v] == base[to] || mate[v] == to) {
                        continue;
                    }
                    if (to == root || (mate[to] != -1 && parent[mate[to]] != -1)) {
                        // edge between two even vertices: contract the odd cycle (blossom)
                        int curBase = lca(v, to);
                        Arrays.fill(inBlossom, false);
                        markPath(v, curBase, to);
                        markPath(to, curBase, v);
                        for (int i = 0; i < n; i++) {
                            if (inBlossom[base[i]]) {
                                base[i] = curBase;
                                if (!used[i]) {
                                    used[i] = true;
                                    queue.add(i);
                                }
                            }
                        }
                    } else if (parent[to] == -1) {
                        parent[to] = v;
                        if (mate[to] == -1) {
                            return to;
                        }
                        used[mate[to]] = true;
                        queue.add(mate[to]);
                    }
                }
            }
            return -1;
        }
    }

    private static List<List<Integer>> emptyLists(int n) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adj.add(new ArrayList<>());
        }
        return adj;
    }

    /** B is n x m (vertex by edge). Returns mate: mate[v] is the vertex matched to v, or -1. */
    static int[] maxMatching(int[][] B) {
        int n = B.length;
        List<List<Integer>> adj = emptyLists(n);
        for (int j = 0; n > 0 && j < B[0].length; j++) {
            List<Integer> ends = new ArrayList<>();
            for (int v = 0; v < n; v++) {
                if (B[v][j] == 1) {
                    ends.add(v);
                }
            }
            adj.get(ends.get(0)).add(ends.get(1));
            adj.get(ends.get(1)).add(ends.get(0));
        }
        return new Blossom(adj).solve();
    }

    public static void main(String[] args) {
        int[][] B = {
            {1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
            {0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
            {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
            {0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0},
            {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0},
            {1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0},
            {0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0},
            {0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0},
            {0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1},
            {0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0},
            {0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0},
            {0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1},
        };
        int[] mate = maxMatching(B);
        long matched = Arrays.stream(mate).filter(m -> m != -1).count();
        System.out.println(matched / 2);
    }
}
