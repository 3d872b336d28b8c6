package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Arrays;
import java.util.stream.Collectors;

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
        int rows = image.length;
        int cols = image[0].length;
        int[][] padded = new int[rows + 2][cols + 2];
        for (int r = 0; r < rows + 2; r++) {
            for (int c = 0; c < cols + 2; c++) {
                padded[r][c] = image[Math.max(0, Math.min(rows - 1, r - 1))][Math.max(0, Math.min(cols - 1, c - 1))];
            }
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < rows; i++) {
            long[] row = new long[cols];
            for (int j = 0; j < cols; j++) {
                long gx = 0, gy = 0;
                for (int a = 0; a < 3; a++) {
                    for (int b = 0; b < 3; b++) {
                        gx += (long) SMOOTH[a] * DIFF[b] * padded[i + a][j + b];
                        gy += (long) DIFF[a] * SMOOTH[b] * padded[i + a][j + b];
                    }
                }
                row[j] = Math.min(255, nearestRoot(gx * gx + gy * gy));
            }
            out.append(Arrays.stream(row).mapToObj(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        return out.toString();
    }

    private static long nearestRoot(long s) {
        long m = 0;
        while ((2 * m + 1) * (2 * m + 1) <= 4 * s) {
            m++;
        }
        return m;
    }
}
