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

    static final int NO_EDGE = 999;

    static long[][] floydWarshallDistances(int[][] M) {
        int n = M.length;
        long[][] dist = emptyDistances(n);
        for (int u = 0; u < n; u++) {
            for (int v = 0; v < n; v++) {
                if (u != v && M[u][v] != NO_EDGE) dist[u][v] = M[u][v];
            }
        }
        relaxThroughEveryVertex(dist);
        return dist;
    }

    /** The AlgoREval+ interface: the same distances as doubles, Infinity where j is unreachable from i. */
    static double[][] floydWarshall(int[][] M) {
        long[][] dist = floydWarshallDistances(M);
        double[][] out = new double[dist.length][];
        for (int i = 0; i < dist.length; i++) {
            out[i] = new double[dist[i].length];
            for (int j = 0; j < dist[i].length; j++) out[i][j] = dist[i][j] == INF ? Double.POSITIVE_INFINITY : dist[i][j];
        }
        return out;
    }

    public static void main(String[] args) {
        int[][] M = {
            {999, 3, 999, 7, 999, 999, 999},
            {999, 999, -2, 999, 4, 999, 999},
            {5, 999, 999, 1, 999, 999, 999},
            {999, 8, 999, 999, -3, 999, 999},
            {2, 999, 6, 999, 999, 999, 999},
            {1, 999, 999, 999, 999, 999, -1},
            {999, 999, 999, 4, 999, 999, 999},
        };
        printMatrix(floydWarshallDistances(M));
    }
}
