import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

public class Main {
    record Cut(long weight, List<Integer> side) {
    }

    /** Stoer-Wagner on a symmetric matrix w of total edge weights (modified in place). */
    static Cut minCutOfMatrix(long[][] w) {
        int n = w.length;
        int[] owner = new int[n]; // owner[v]: the merged vertex that original vertex v now belongs to
        List<Integer> active = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            owner[v] = v;
            active.add(v);
        }
        long best = -1;
        List<Integer> bestSide = new ArrayList<>();
        while (active.size() > 1) {
            // one phase: grow a set by repeatedly adding the most tightly connected vertex
            long[] connection = new long[n];
            boolean[] added = new boolean[n];
            int prev = -1;
            int last = -1;
            for (int step = 0; step < active.size(); step++) {
                int v = -1;
                for (int u : active) {
                    if (!added[u] && (v == -1 || connection[u] > connection[v])) {
                        v = u;
                    }
                }
                added[v] = true;
                prev = last;
                last = v;
                for (int u : active) {
                    if (!added[u]) {
                        connection[u] += w[v][u];
                    }
                }
            }
            // the cut of the phase separates `last` from the other active vertices
            if (best < 0 || connection[last] < best) {
                best = connection[last];
                bestSide = new ArrayList<>();
                for (int v = 0; v < n; v++) {
                    if (owner[v] == last) {
                        bestSide.add(v);
                    }
                }
            }
            // merge `last` into `prev`
            for (int u : active) {
                if (u != prev && u != last) {
                    w[prev][u] += w[last][u];
                    w[u][prev] = w[prev][u];
                }
            }
            for (int v = 0; v < n; v++) {
                if (owner[v] == last) {
                    owner[v] = prev;
                }
            }
            active.remove(Integer.valueOf(last));
        }
        return new Cut(best, bestSide);
    }

    static Cut stoerWagner(int[][][] adj) {
        int n = adj.length;
        long[][] w = new long[n][n];
        for (int u = 0; u < n; u++) {
            for (int[] arc : adj[u]) { // each edge is listed at both ends
                w[u][arc[0]] += arc[1];
            }
        }
        return minCutOfMatrix(w);
    }

    public static void main(String[] args) {
        int[][][] adj = {
            {{6, 6}, {7, 7}},
            {{2, 3}, {3, 9}, {4, 8}},
            {{1, 3}, {3, 4}, {4, 2}, {5, 4}},
            {{1, 9}, {2, 4}, {4, 3}, {6, 6}},
            {{1, 8}, {2, 2}, {3, 3}},
            {{2, 4}, {6, 7}, {7, 5}},
            {{0, 6}, {3, 6}, {5, 7}, {7, 8}},
            {{0, 7}, {5, 5}, {6, 8}},
        };
        int n = adj.length;
        Cut cut = stoerWagner(adj);
        // print the side that does not contain vertex 0
        boolean flip = cut.side().contains(0);
        StringJoiner line = new StringJoiner(" ");
        for (int v = 0; v < n; v++) {
            if (cut.side().contains(v) != flip) {
                line.add(String.valueOf(v));
            }
        }
        System.out.println(cut.weight());
        System.out.println(line);
    }
}
