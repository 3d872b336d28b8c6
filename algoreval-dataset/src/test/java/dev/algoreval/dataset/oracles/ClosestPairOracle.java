package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;

/** Brute force over all pairs with exact integer squared distances; insists the closest pair is unique. */
public final class ClosestPairOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[][] pts = input.intMatrix("points");
        long best = Long.MAX_VALUE;
        int[][] pair = null;
        int ties = 0;
        for (int i = 0; i < pts.length; i++) {
            for (int j = i + 1; j < pts.length; j++) {
                long dx = pts[i][0] - pts[j][0];
                long dy = pts[i][1] - pts[j][1];
                long d = dx * dx + dy * dy;
                if (d < best) {
                    best = d;
                    pair = new int[][] {pts[i], pts[j]};
                    ties = 0;
                } else if (d == best) {
                    ties++;
                }
            }
        }
        if (ties > 0) {
            throw new IllegalStateException("the closest pair is not unique");
        }
        Arrays.sort(pair, Comparator.<int[]>comparingInt(p -> p[0]).thenComparingInt(p -> p[1]));
        return String.format(Locale.ROOT, "%.4f\n%d %d\n%d %d\n", Math.sqrt(best), pair[0][0], pair[0][1], pair[1][0], pair[1][1]);
    }
}
