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

    static Cut stoerWagner(int[][] M) {
        int n = M.length;
        long[][] w = new long[n][n];
        for (int u = 0; u < n; u++) {
            for (int v = 0; v < n; v++) {
                w[u][v] = M[u][v];
            }
        }
        return minCutOfMatrix(w);
    }

    public static void main(String[] args) {
        int[][] M = {
            {0, 0, 0, 0, 0, 0, 6, 7},
            {0, 0, 3, 9, 8, 0, 0, 0},
            {0, 3, 0, 4, 2, 4, 0, 0},
            {0, 9, 4, 0, 3, 0, 6, 0},
            {0, 8, 2, 3, 0, 0, 0, 0},
            {0, 0, 4, 0, 0, 0, 7, 5},
            {6, 0, 0, 6, 0, 7, 0, 8},
            {7, 0, 0, 0, 0, 5, 8, 0},
        };
        int n = M.length;
        Cut cut = stoerWagner(M);
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
