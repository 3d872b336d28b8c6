import java.util.Arrays;

public class Main {
    static final long INF = Long.MAX_VALUE;

    /** Floyd-Warshall in place on a matrix of direct distances (INF = no edge, 0 on the diagonal). */
    static void relaxThroughEveryVertex(long[][] dist) {
        int n = dist.length;
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < n; i++) {
                if (dist[i][k] == INF) continue;
                for (int j = 0; j < n; j++) {
                    if (dist[k][j] != INF && dist[i][k] + dist[k][j] < dist[i][j]) {
                        dist[i][j] = dist[i][k] + dist[k][j];
                    }
                }
            }
        }
    }

    static long[][] emptyDistances(int n) {
        long[][] dist = new long[n][n];
        for (int i = 0; i < n; i++) {
            Arrays.fill(dist[i], INF);
            dist[i][i] = 0;
        }
        return dist;
    }

    static void printMatrix(long[][] dist) {
        for (long[] row : dist) {
            StringBuilder line = new StringBuilder();
            for (int j = 0; j < row.length; j++) {
                if (j > 0) line.append(' ');
                line.append(row[j] == INF ? "INF" : String.valueOf(row[j]));
            }
            System.out.println(line);
        }
    }

    /** adj[u] holds pairs {v, w}: an edge from u to v of weight w. */
    static long[][] floydWarshallDistances(int[][][] adj) {
        long[][] dist = emptyDistances(adj.length);
        for (int u = 0; u < adj.length; u++) {
            for (int[] e : adj[u]) dist[u][e[0]] = Math.min(dist[u][e[0]], e[1]);
        }
        relaxThroughEveryVertex(dist);
        return dist;
    }

    /** The AlgoREval+ interface: the same distances as doubles, Infinity where j is unreachable from i. */
    static double[][] floydWarshall(int[][][] adj) {
        long[][] dist = floydWarshallDistances(adj);
        double[][] out = new double[dist.length][];
        for (int i = 0; i < dist.length; i++) {
            out[i] = new double[dist[i].length];
            for (int j = 0; j < dist[i].length; j++) out[i][j] = dist[i][j] == INF ? Double.POSITIVE_INFINITY : dist[i][j];
        }
        return out;
    }

    public static void main(String[] args) {
        int[][][] adj = {
            {{1, 3}, {3, 7}},
            {{2, -2}, {4, 4}},
            {{0, 5}, {3, 1}},
            {{1, 8}, {4, -3}},
            {{0, 2}, {2, 6}},
            {{0, 1}, {6, -1}},
            {{3, 4}},
        };
        printMatrix(floydWarshallDistances(adj));
    }
}
