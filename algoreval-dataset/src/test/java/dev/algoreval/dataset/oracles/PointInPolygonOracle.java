package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;

/**
 * The winding number: the sum of the signed angles (Math.atan2) that the polygon's edges subtend at
 * the query point is ±2π inside and 0 outside. Rejects points on the boundary, which the test excludes.
 */
public final class PointInPolygonOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[][] polygon = input.intMatrix("polygon");
        StringBuilder out = new StringBuilder();
        for (int[] q : input.intMatrix("queries")) {
            double total = 0;
            for (int i = 0; i < polygon.length; i++) {
                int[] a = polygon[i];
                int[] b = polygon[(i + 1) % polygon.length];
                long ax = a[0] - q[0], ay = a[1] - q[1], bx = b[0] - q[0], by = b[1] - q[1];
                long cross = ax * by - ay * bx;
                long dot = ax * bx + ay * by;
                if (cross == 0 && dot <= 0) {
                    throw new IllegalStateException("query point on the boundary: " + q[0] + " " + q[1]);
                }
                total += Math.atan2(cross, dot);
            }
            long winding = Math.round(total / (2 * Math.PI));
            out.append(q[0]).append(' ').append(q[1]).append(winding != 0 ? " inside" : " outside").append('\n');
        }
        return out.toString();
    }
}
