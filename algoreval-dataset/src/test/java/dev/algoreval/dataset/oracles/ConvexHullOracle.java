package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Brute force: a distinct point is a strict hull vertex iff it lies in no closed non-degenerate
 * triangle and on no closed segment formed by other points (Carathéodory); the vertices are then
 * ordered counter-clockwise by their angle around the vertices' centroid.
 */
public final class ConvexHullOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        Set<List<Long>> distinct = new LinkedHashSet<>();
        for (int[] p : input.intMatrix("points")) {
            distinct.add(List.of((long) p[0], (long) p[1]));
        }
        List<long[]> pts = distinct.stream().map(p -> new long[] {p.get(0), p.get(1)}).toList();
        List<long[]> vertices = new ArrayList<>();
        for (long[] p : pts) {
            if (!coveredByOthers(p, pts)) {
                vertices.add(p);
            }
        }
        double cx = vertices.stream().mapToDouble(v -> v[0]).average().orElse(0);
        double cy = vertices.stream().mapToDouble(v -> v[1]).average().orElse(0);
        vertices.sort(Comparator.comparingDouble(v -> Math.atan2(v[1] - cy, v[0] - cx)));
        int start = 0;
        for (int i = 1; i < vertices.size(); i++) {
            long[] v = vertices.get(i);
            long[] s = vertices.get(start);
            if (v[0] < s[0] || v[0] == s[0] && v[1] < s[1]) {
                start = i;
            }
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < vertices.size(); i++) {
            long[] v = vertices.get((start + i) % vertices.size());
            out.append(v[0]).append(' ').append(v[1]).append('\n');
        }
        return out.toString();
    }

    private static boolean coveredByOthers(long[] p, List<long[]> pts) {
        List<long[]> others = pts.stream().filter(q -> q != p).toList();
        int n = others.size();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                long[] a = others.get(i);
                long[] b = others.get(j);
                if (onSegment(p, a, b)) {
                    return true;
                }
                for (int k = j + 1; k < n; k++) {
                    long[] c = others.get(k);
                    if (cross(a, b, c) != 0 && inTriangle(p, a, b, c)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static long cross(long[] o, long[] a, long[] b) {
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
    }

    private static boolean onSegment(long[] p, long[] a, long[] b) {
        return cross(a, b, p) == 0
                && Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0])
                && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);
    }

    private static boolean inTriangle(long[] p, long[] a, long[] b, long[] c) {
        long d1 = Long.signum(cross(a, b, p));
        long d2 = Long.signum(cross(b, c, p));
        long d3 = Long.signum(cross(c, a, p));
        return (d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0);
    }
}
