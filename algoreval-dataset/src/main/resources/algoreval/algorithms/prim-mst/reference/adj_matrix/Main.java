import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    /**
     * M[u][v] == 0 means no edge. Prim's algorithm from vertex 0 with an O(n) scan for the next vertex,
     * the natural fit for a dense matrix.
     */
    static List<int[]> primMST(int[][] M) {
        int n = M.length;
        int[] best = new int[n]; // lightest known edge from the tree to each vertex
        int[] parent = new int[n];
        boolean[] inTree = new boolean[n];
        Arrays.fill(best, Integer.MAX_VALUE);
        Arrays.fill(parent, -1);
        best[0] = 0;
        List<int[]> mst = new ArrayList<>();
        while (true) {
            int v = -1;
            for (int u = 0; u < n; u++) {
                if (!inTree[u] && best[u] != Integer.MAX_VALUE && (v < 0 || best[u] < best[v])) v = u;
            }
            if (v < 0) break;
            inTree[v] = true;
            if (parent[v] >= 0) mst.add(new int[] {parent[v], v, best[v]});
            for (int u = 0; u < n; u++) {
                if (M[v][u] != 0 && !inTree[u] && M[v][u] < best[u]) {
                    best[u] = M[v][u];
                    parent[u] = v;
                }
            }
        }
        return mst;
    }

    /** Prints the total weight, then the edges as "u v w" (u < v) sorted by u, then v. */
    static void printTree(List<int[]> mst) {
        int total = 0;
        for (int[] e : mst) {
            total += e[2];
            if (e[0] > e[1]) {
                int t = e[0];
                e[0] = e[1];
                e[1] = t;
            }
        }
        mst.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        System.out.println(total);
        for (int[] e : mst) System.out.println(e[0] + " " + e[1] + " " + e[2]);
    }

    public static void main(String[] args) {
        int[][] M = {
            {0, 4, 6, 5, 0, 0, 0, 0},
            {4, 0, 4, 0, 7, 0, 0, 0},
            {6, 4, 0, 3, 5, 6, 0, 0},
            {5, 0, 3, 0, 0, 8, 0, 10},
            {0, 7, 5, 0, 0, 3, 6, 0},
            {0, 0, 6, 8, 3, 0, 4, 9},
            {0, 0, 0, 0, 6, 4, 0, 4},
            {0, 0, 0, 10, 0, 9, 4, 0},
        };
        printTree(primMST(M));
    }
}
