public class Main {
    static class DisjointSet {
        private final int[] parent;
        private final int[] rank;
        private int components;

        DisjointSet(int n) {
            parent = new int[n];
            rank = new int[n];
            for (int i = 0; i < n; i++) parent[i] = i;
            components = n;
        }

        int find(int x) {
            int root = x;
            while (parent[root] != root) root = parent[root];
            while (parent[x] != root) { // path compression
                int next = parent[x];
                parent[x] = root;
                x = next;
            }
            return root;
        }

        boolean unite(int a, int b) {
            int ra = find(a), rb = find(b);
            if (ra == rb) return false;
            if (rank[ra] < rank[rb]) {
                int t = ra;
                ra = rb;
                rb = t;
            }
            parent[rb] = ra;
            if (rank[ra] == rank[rb]) rank[ra]++;
            components--;
            return true;
        }

        boolean connected(int a, int b) {
            return find(a) == find(b);
        }

        int count() {
            return components;
        }
    }

    public static void main(String[] args) {
        int n = 10;
        int[][] ops = {{0, 0, 1}, {0, 2, 3}, {1, 0, 3}, {0, 1, 3}, {1, 0, 2}, {0, 4, 5}, {0, 5, 6},
                       {0, 6, 4}, {1, 4, 6}, {1, 7, 8}, {0, 7, 8}, {0, 3, 0}, {1, 1, 8}, {0, 8, 9},
                       {1, 9, 7}, {0, 2, 7}, {1, 0, 9}};
        DisjointSet ds = new DisjointSet(n);
        for (int[] op : ops) {
            boolean result = op[0] == 0 ? ds.unite(op[1], op[2]) : ds.connected(op[1], op[2]);
            System.out.println(result);
        }
        System.out.println(ds.count());
    }
}
