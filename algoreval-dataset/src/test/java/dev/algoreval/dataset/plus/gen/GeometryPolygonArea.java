package dev.algoreval.dataset.plus.gen;

import java.math.BigInteger;
import java.util.List;

/**
 * The polygon-area oracle. Twice the area by the trapezoid rule (each edge's x extent times the sum
 * of its end heights) in BigInteger, a different sum from the references' shoelace cross products;
 * on polygons with a small bounding box also by Pick's theorem (A = I + B/2 - 1), counting the
 * lattice points strictly inside with the winding number, a route that shares nothing with either.
 */
final class GeometryPolygonArea {
    static final long PICK_LIMIT = 40_000;

    private GeometryPolygonArea() {
    }

    /** Twice the unsigned area, exactly. */
    static BigInteger twiceArea(List<long[]> polygon) {
        BigInteger twiceSigned = BigInteger.ZERO;
        int n = polygon.size();
        for (int i = 0; i < n; i++) {
            long[] a = polygon.get(i);
            long[] b = polygon.get((i + 1) % n);
            twiceSigned = twiceSigned.add(BigInteger.valueOf(b[0] - a[0]).multiply(BigInteger.valueOf(a[1]).add(BigInteger.valueOf(b[1]))));
        }
        BigInteger twice = twiceSigned.abs();
        if (boundingBoxCells(polygon) <= PICK_LIMIT) {
            BigInteger pick = twiceAreaByPick(polygon);
            if (!pick.equals(twice)) {
                throw new IllegalStateException("trapezoid rule " + twice + " but Pick's theorem " + pick + " (twice the area)");
            }
        }
        return twice;
    }

    static double area(List<long[]> polygon) {
        return new java.math.BigDecimal(twiceArea(polygon)).divide(java.math.BigDecimal.valueOf(2)).doubleValue();
    }

    private static long boundingBoxCells(List<long[]> polygon) {
        long[] box = box(polygon);
        return (box[2] - box[0] + 1) * (box[3] - box[1] + 1);
    }

    private static long[] box(List<long[]> polygon) {
        long[] box = {Long.MAX_VALUE, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE};
        for (long[] v : polygon) {
            box[0] = Math.min(box[0], v[0]);
            box[1] = Math.min(box[1], v[1]);
            box[2] = Math.max(box[2], v[0]);
            box[3] = Math.max(box[3], v[1]);
        }
        return box;
    }

    /** 2A = 2I + B - 2, with B the lattice points on the edges and I those strictly inside. */
    private static BigInteger twiceAreaByPick(List<long[]> polygon) {
        long boundary = 0;
        int n = polygon.size();
        for (int i = 0; i < n; i++) {
            long[] a = polygon.get(i);
            long[] b = polygon.get((i + 1) % n);
            boundary += BigInteger.valueOf(Math.abs(b[0] - a[0])).gcd(BigInteger.valueOf(Math.abs(b[1] - a[1]))).longValue();
        }
        long interior = 0;
        long[] box = box(polygon);
        for (long x = box[0]; x <= box[2]; x++) {
            for (long y = box[1]; y <= box[3]; y++) {
                long[] q = {x, y};
                if (!onBoundary(polygon, q) && GeometryWindingNumber.inside(polygon, q)) {
                    interior++;
                }
            }
        }
        return BigInteger.valueOf(2 * interior + boundary - 2);
    }

    private static boolean onBoundary(List<long[]> polygon, long[] q) {
        int n = polygon.size();
        for (int i = 0; i < n; i++) {
            long[] a = polygon.get(i);
            long[] b = polygon.get((i + 1) % n);
            if (GeometryPoints.cross(a, b, q) == 0 && Math.min(a[0], b[0]) <= q[0] && q[0] <= Math.max(a[0], b[0])
                    && Math.min(a[1], b[1]) <= q[1] && q[1] <= Math.max(a[1], b[1])) {
                return true;
            }
        }
        return false;
    }
}
