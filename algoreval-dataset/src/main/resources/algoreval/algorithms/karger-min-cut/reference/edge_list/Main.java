import java.util.Random;

public class Main {
    private static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    /** One run of random contraction; returns the size of the cut it ends with. */
    private static int contractOnce(int n, int[][] edges, Random rng) {
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        int remaining = n;
        while (remaining > 2) {
            int[] e = edges[rng.nextInt(edges.length)];
            int ru = find(parent, e[0]);
            int rv = find(parent, e[1]);
            if (ru != rv) { // an edge inside a super-vertex is a self-loop: skip it
                parent[ru] = rv;
                remaining--;
            }
        }
        int cut = 0;
        for (int[] e : edges) {
            if (find(parent, e[0]) != find(parent, e[1])) {
                cut++;
            }
        }
        return cut;
    }

    static int kargerMinCut(int n, int[][] edges, int trials) {
        Random rng = new Random(12345);
        int best = edges.length;
        for (int i = 0; i < trials; i++) {
            best = Math.min(best, contractOnce(n, edges, rng));
        }
        return best;
    }

    public static void main(String[] args) {
        int[][] edges = {
            {0, 2}, {0, 2}, {0, 2}, {0, 5}, {0, 7}, {1, 3}, {1, 4},
            {1, 4}, {1, 5}, {1, 6}, {2, 3}, {2, 5}, {2, 7}, {3, 4},
            {3, 6}, {3, 6}, {4, 6}, {5, 7}, {5, 7}, {6, 7},
        };
        System.out.println(kargerMinCut(8, edges, 1000));
    }
}
