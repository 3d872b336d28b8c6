package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.List;

/**
 * The convex hull by gift wrapping (Jarvis march), the convex-hull oracle: from the lowest of the
 * leftmost points, repeatedly take the point that leaves every other point to its left, the farthest
 * one when several are collinear with the current vertex, so points inside an edge are never vertices.
 * Counter-clockwise by construction. O(n·h).
 */
final class GeometryGiftWrapping {
    private GeometryGiftWrapping() {
    }

    static List<long[]> hull(List<long[]> points) {
        long[] start = points.get(0);
        for (long[] q : points) {
            if (q[0] < start[0] || q[0] == start[0] && q[1] < start[1]) {
                start = q;
            }
        }
        List<long[]> hull = new ArrayList<>();
        long[] current = start;
        do {
            hull.add(current);
            long[] next = null;
            for (long[] r : points) {
                if (same(r, current)) {
                    continue;
                }
                if (next == null) {
                    next = r;
                    continue;
                }
                long turn = GeometryPoints.cross(current, next, r);
                if (turn < 0 || turn == 0 && distance2(current, r) > distance2(current, next)) {
                    next = r;
                }
            }
            if (next == null || hull.size() > points.size()) {
                break;
            }
            current = next;
        } while (!same(current, start));
        return hull;
    }

    private static boolean same(long[] a, long[] b) {
        return a[0] == b[0] && a[1] == b[1];
    }

    private static long distance2(long[] a, long[] b) {
        return GeometryClosestPairSweep.distance2(a, b);
    }
}
