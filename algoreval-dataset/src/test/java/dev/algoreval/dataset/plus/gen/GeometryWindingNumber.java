package dev.algoreval.dataset.plus.gen;

import java.util.List;

/**
 * Point in polygon by the winding number with exact integer orientation tests, the point-in-polygon
 * oracle (the references count ray crossings in floating point instead). It also refuses a query on the
 * boundary, which the prompt promises never to make.
 */
final class GeometryWindingNumber {
    private GeometryWindingNumber() {
    }

    static boolean inside(List<long[]> polygon, long[] q) {
        int winding = 0;
        int n = polygon.size();
        for (int i = 0; i < n; i++) {
            long[] a = polygon.get(i);
            long[] b = polygon.get((i + 1) % n);
            long side = GeometryPoints.cross(a, b, q);
            if (onSegment(a, b, q, side)) {
                throw new IllegalArgumentException("query " + q[0] + "," + q[1] + " lies on the boundary");
            }
            if (a[1] <= q[1]) {
                if (b[1] > q[1] && side > 0) {
                    winding++;
                }
            } else if (b[1] <= q[1] && side < 0) {
                winding--;
            }
        }
        return winding != 0;
    }

    private static boolean onSegment(long[] a, long[] b, long[] q, long side) {
        return side == 0 && Math.min(a[0], b[0]) <= q[0] && q[0] <= Math.max(a[0], b[0])
                && Math.min(a[1], b[1]) <= q[1] && q[1] <= Math.max(a[1], b[1]);
    }

    /**
     * The smallest horizontal distance from q to an edge that spans its height; a program computing the
     * crossing's x in doubles must see q on the right side of every edge, so the generator keeps this
     * well above rounding error.
     */
    static double horizontalClearance(List<long[]> polygon, long[] q) {
        double best = Double.POSITIVE_INFINITY;
        int n = polygon.size();
        for (int i = 0; i < n; i++) {
            long[] a = polygon.get(i);
            long[] b = polygon.get((i + 1) % n);
            if (a[1] != b[1] && Math.min(a[1], b[1]) <= q[1] && q[1] <= Math.max(a[1], b[1])) {
                best = Math.min(best, Math.abs((double) GeometryPoints.cross(a, b, q)) / Math.abs(b[1] - a[1]));
            }
        }
        return best;
    }
}
