package dev.algoreval.dataset.plus.gen;

/** Union-find for the connectivity group's definitional oracles (remove a piece, count components). */
final class ConnectivityUnionFind {
    private final int[] parent;
    private int components;

    ConnectivityUnionFind(int n) {
        parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        components = n;
    }

    int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    void union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra != rb) {
            parent[ra] = rb;
            components--;
        }
    }

    int components() {
        return components;
    }
}
