public class Main {
    static boolean pointInPolygon(int[][] polygon, int[] point) {
        double px = point[0], py = point[1];
        boolean inside = false;
        int n = polygon.length;
        for (int i = 0, j = n - 1; i < n; j = i++) {
            double xi = polygon[i][0], yi = polygon[i][1];
            double xj = polygon[j][0], yj = polygon[j][1];
            // Count crossings of the ray going right from the point; the half-open test counts a
            // vertex on the ray exactly once and skips horizontal edges.
            if ((yi > py) != (yj > py)) {
                double xCross = xi + (py - yi) * (xj - xi) / (yj - yi);
                if (px < xCross) inside = !inside;
            }
        }
        return inside;
    }

    public static void main(String[] args) {
        int[][] polygon = {{0, 0}, {8, 0}, {8, 6}, {6, 6}, {6, 2}, {4, 4}, {2, 2}, {2, 6}, {0, 6}};
        int[][] queries = {{1, 3}, {4, 1}, {4, 5}, {7, 4}, {3, 4}, {5, 2}, {9, 2}, {-1, 2},
                           {3, 2}, {5, 6}, {-2, 0}, {4, 3}};
        for (int[] q : queries) {
            System.out.println(q[0] + " " + q[1] + " " + (pointInPolygon(polygon, q) ? "inside" : "outside"));
        }
    }
}
