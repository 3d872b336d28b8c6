import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

public class Main {
    /** Prim's algorithm from vertex 0 on graph.get(u) = {v, w} arcs, with a lazy heap of candidate edges. */
    static List<int[]> primGraph(List<List<int[]>> graph) {
        int n = graph.size();
        boolean[] inTree = new boolean[n];
        List<int[]> mst = new ArrayList<>();
        // candidates {weight, vertex, parent}
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        heap.add(new int[] {0, 0, -1});
        while (!heap.isEmpty() && mst.size() < n - 1) {
            int[] c = heap.poll();
            int v = c[1];
            if (inTree[v]) continue;
            inTree[v] = true;
            if (c[2] >= 0) mst.add(new int[] {c[2], v, c[0]});
            for (int[] e : graph.get(v)) {
                if (!inTree[e[0]]) heap.add(new int[] {e[1], e[0], v});
            }
        }
        return mst;
    }

    /** adj[u] holds pairs {v, w}; every edge is listed at both ends. */
    static List<int[]> primMST(int[][][] adj) {
        List<List<int[]>> graph = new ArrayList<>();
        for (int[][] arcs : adj) graph.add(Arrays.asList(arcs));
        return primGraph(graph);
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
        int[][][] adj = {
            {{1, 4}, {2, 6}, {3, 5}},
            {{0, 4}, {2, 4}, {4, 7}},
            {{0, 6}, {1, 4}, {3, 3}, {4, 5}, {5, 6}},
            {{0, 5}, {2, 3}, {5, 8}, {7, 10}},
            {{1, 7}, {2, 5}, {5, 3}, {6, 6}},
            {{2, 6}, {3, 8}, {4, 3}, {6, 4}, {7, 9}},
            {{4, 6}, {5, 4}, {7, 4}},
            {{3, 10}, {5, 9}, {6, 4}},
        };
        printTree(primMST(adj));
    }
}
