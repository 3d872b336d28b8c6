import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class Main {
    static class DisjointSet {
        private final int[] parent;
        private final int[] rank;

        DisjointSet(int n) {
            parent = new int[n];
            rank = new int[n];
            for (int i = 0; i < n; i++) parent[i] = i;
        }

        int find(int x) {
            while (parent[x] != x) {
                parent[x] = parent[parent[x]];
                x = parent[x];
            }
            return x;
        }

        boolean union(int a, int b) {
            int ra = find(a), rb = find(b);
            if (ra == rb) return false;
            if (rank[ra] < rank[rb]) {
                int t = ra;
                ra = rb;
                rb = t;
            }
            parent[rb] = ra;
            if (rank[ra] == rank[rb]) rank[ra]++;
            return true;
        }
    }

    static List<int[]> kruskalMST(int V, int[][] edges) {
        int[][] sorted = edges.clone();
        Arrays.sort(sorted, Comparator.comparingInt(e -> e[2]));
        DisjointSet dsu = new DisjointSet(V);
        List<int[]> mst = new ArrayList<>();
        for (int[] e : sorted) {
            if (dsu.union(e[0], e[1])) {
                mst.add(new int[] {e[0], e[1], e[2]});
                if (mst.size() == V - 1) break;
            }
        }
        return mst;
    }

    public static void main(String[] args) {
        int V = 8;
        int[][] edges = {{2, 4, 3}, {1, 5, 3}, {0, 4, 4}, {0, 1, 4}, {6, 7, 5}, {1, 3, 2}, {0, 2, 3}, {3, 5, 2},
                         {4, 6, 1}, {1, 2, 5}, {5, 7, 4}, {2, 3, 6}, {3, 4, 7}, {0, 7, 10}, {4, 5, 8}, {5, 6, 9}};
        List<int[]> mst = kruskalMST(V, edges);
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
}
