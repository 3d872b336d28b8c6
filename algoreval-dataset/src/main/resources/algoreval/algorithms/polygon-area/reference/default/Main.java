import java.util.Locale;

public class Main {
    // Shoelace formula; the result does not depend on the orientation of the vertices.
    static double polygonAreaOf(long[][] vertices) {
        long twiceSigned = 0;
        int n = vertices.length;
        for (int i = 0; i < n; i++) {
            long[] a = vertices[i];
            long[] b = vertices[(i + 1) % n];
            twiceSigned += a[0] * b[1] - b[0] * a[1];
        }
        return Math.abs(twiceSigned) / 2.0;
    }

    /** The AlgoREval+ interface: int coordinates. */
    static double polygonArea(int[][] vertices) {
        long[][] wide = new long[vertices.length][];
        for (int i = 0; i < vertices.length; i++) {
            wide[i] = new long[] {vertices[i][0], vertices[i][1]};
        }
        return polygonAreaOf(wide);
    }

    public static void main(String[] args) {
        long[][][] polygons = {
            {{-3, -2}, {5, -1}, {4, 4}, {1, 1}, {-2, 5}},
            {{0, 0}, {0, 7}, {3, 3}, {6, 6}, {7, -2}},
            {{0, 0}, {8, 0}, {8, 6}, {6, 6}, {6, 2}, {4, 4}, {2, 2}, {2, 6}, {0, 6}},
        };
        for (long[][] vertices : polygons) {
            System.out.println(String.format(Locale.ROOT, "%.1f", polygonAreaOf(vertices)));
        }
    }
}
