package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/** Points of the geometry hidden tests ({@code long[]{x, y}}) and their JSON form, a list of [x, y] lists. */
final class GeometryPoints {
    private GeometryPoints() {
    }

    static long[] p(long x, long y) {
        return new long[] {x, y};
    }

    static List<Object> json(long[] point) {
        return List.of(point[0], point[1]);
    }

    static List<Object> json(List<long[]> points) {
        List<Object> out = new ArrayList<>();
        for (long[] point : points) {
            out.add(json(point));
        }
        return out;
    }

    /** {@code n} distinct points with both coordinates in [-range, range], in the order drawn. */
    static List<long[]> distinctRandom(Random rnd, int n, long range) {
        Set<List<Long>> seen = new HashSet<>();
        List<long[]> points = new ArrayList<>();
        while (points.size() < n) {
            long x = uniform(rnd, range);
            long y = uniform(rnd, range);
            if (seen.add(List.of(x, y))) {
                points.add(p(x, y));
            }
        }
        return points;
    }

    static long uniform(Random rnd, long range) {
        return Math.floorMod(rnd.nextLong(), 2 * range + 1) - range;
    }

    /** Twice the signed area of triangle o, a, b: positive when o → a → b turns counter-clockwise. */
    static long cross(long[] o, long[] a, long[] b) {
        return Math.subtractExact(Math.multiplyExact(a[0] - o[0], b[1] - o[1]), Math.multiplyExact(a[1] - o[1], b[0] - o[0]));
    }
}
