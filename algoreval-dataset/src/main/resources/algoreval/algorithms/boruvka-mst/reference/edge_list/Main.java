import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    /** Is edge i lighter than edge j? Ties go to the lower index, so equal weights never close a cycle. */
    static boolean lighter(List<int[]> edges, int i, int j) {
        int wi = edges.get(i)[2], wj = edges.get(j)[2];
        return wi < wj || (wi == wj && i < j);
    }

    /** Boruvka's algorithm: every round, each component picks its lightest outgoing edge. */
    static List<int[]> boruvkaEdges(int V, List<int[]> edges) {
        int[] parent = new int[V];
        for (int i = 0; i < V; i++) parent[i] = i;
        List<int[]> mst = new ArrayList<>();
        int components = V;
        while (components > 1) {
            int[] cheapest = new int[V]; // lightest edge leaving each component, by index
            Arrays.fill(cheapest, -1);
            for (int i = 0; i < edges.size(); i++) {
                int ru = find(parent, edges.get(i)[0]), rv = find(parent, edges.get(i)[1]);
                if (ru == rv) continue;
                if (cheapest[ru] < 0 || lighter(edges, i, cheapest[ru])) cheapest[ru] = i;
                if (cheapest[rv] < 0 || lighter(edges, i, cheapest[rv])) cheapest[rv] = i;
            }
            boolean merged = false;
            for (int i : cheapest) {
                if (i < 0) continue;
                int[] e = edges.get(i);
                int ru = find(parent, e[0]), rv = find(parent, e[1]);
                if (ru == rv) continue;
                parent[ru] = rv;
                mst.add(new int[] {e[0], e[1], e[2]});
                components--;
                merged = true;
            }
            if (!merged) break; // disconnected graph: the forest is complete
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

    static List<int[]> boruvkaMST(int V, int[][] edges) {
        return boruvkaEdges(V, Arrays.asList(edges));
    }

    public static void main(String[] args) {
        int V = 9;
        int[][] edges = {{6, 7, 3}, {0, 1, 7}, {3, 0, 5}, {2, 1, 8}, {1, 3, 9}, {4, 1, 7}, {2, 4, 5}, {3, 4, 15},
                         {5, 3, 6}, {4, 5, 8}, {6, 4, 9}, {5, 6, 11}, {8, 7, 3}, {6, 8, 5}, {2, 8, 12}};
        printTree(boruvkaMST(V, edges));
    }
}
