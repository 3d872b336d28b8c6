package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Grids;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;

/**
 * The Sobel kernels as the outer products of smoothing [1,2,1] and difference [-1,0,1], correlated with
 * every window of an edge-replicated padded copy; the magnitude is rounded without floating point: m is
 * the integer nearest to sqrt(s) when (2m-1)^2 <= 4s < (2m+1)^2.
 */
public final class SobelEdgeOracle implements Oracle {
    private static final int[] SMOOTH = {1, 2, 1};
    private static final int[] DIFF = {-1, 0, 1};

    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[][] image = input.intMatrix("image");
        int[][] padded = Grids.edgeReplicated(image);
        return Grids.lines(image.length, image[0].length, (i, j) -> {
            long gx = 0, gy = 0;
            for (int a = 0; a < 3; a++) {
                for (int b = 0; b < 3; b++) {
                    gx += (long) SMOOTH[a] * DIFF[b] * padded[i + a][j + b];
                    gy += (long) DIFF[a] * SMOOTH[b] * padded[i + a][j + b];
                }
            }
            return Math.min(255, nearestRoot(gx * gx + gy * gy));
        });
    }

    private static long nearestRoot(long s) {
        long m = 0;
        while ((2 * m + 1) * (2 * m + 1) <= 4 * s) {
            m++;
        }
        return m;
    }
}
