package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.awt.geom.Path2D;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;

/**
 * Pick's theorem, A = I + B/2 - 1, for lattice polygons: B counts the lattice points on the edges
 * (gcd of the coordinate steps), I counts the lattice points strictly inside by testing every grid
 * point of the bounding box with the JDK's java.awt.geom.Path2D (after excluding boundary points).
 */
public final class PolygonAreaOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        StringBuilder out = new StringBuilder();
        for (Object polygon : input.list("polygons")) {
            int[][] v = ((List<?>) polygon).stream().map(OracleInput::toInts).toArray(int[][]::new);
            out.append(String.format(Locale.ROOT, "%.1f", area(v))).append('\n');
        }
        return out.toString();
    }

    private static double area(int[][] v) {
        int n = v.length;
        Path2D.Double path = new Path2D.Double(Path2D.WIND_EVEN_ODD);
        path.moveTo(v[0][0], v[0][1]);
        long boundary = 0;
        int minX = Integer.MAX_VALUE, maxX = Integer.MIN_VALUE, minY = Integer.MAX_VALUE, maxY = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            int[] a = v[i];
            int[] b = v[(i + 1) % n];
            boundary += BigInteger.valueOf(b[0] - a[0]).gcd(BigInteger.valueOf(b[1] - a[1])).longValue();
            if (i > 0) {
                path.lineTo(a[0], a[1]);
            }
            minX = Math.min(minX, a[0]);
            maxX = Math.max(maxX, a[0]);
            minY = Math.min(minY, a[1]);
            maxY = Math.max(maxY, a[1]);
        }
        path.closePath();
        long interior = 0;
        for (int x = minX; x <= maxX; x++) {
            for (int y = minY; y <= maxY; y++) {
                if (!onBoundary(v, x, y) && path.contains(x, y)) {
                    interior++;
                }
            }
        }
        return interior + boundary / 2.0 - 1;
    }

    private static boolean onBoundary(int[][] v, long x, long y) {
        for (int i = 0; i < v.length; i++) {
            int[] a = v[i];
            int[] b = v[(i + 1) % v.length];
            long cross = (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
            if (cross == 0 && Math.min(a[0], b[0]) <= x && x <= Math.max(a[0], b[0])
                    && Math.min(a[1], b[1]) <= y && y <= Math.max(a[1], b[1])) {
                return true;
            }
        }
        return false;
    }
}
