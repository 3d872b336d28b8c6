package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Uses the separability of the kernel ([1,2,1] horizontally, then [1,2,1] vertically) over an
 * edge-replicated padded copy, and rounds sum / 16 with Math.round (halves go up).
 */
public final class GaussianBlurOracle implements Oracle {
    private static final long[] TAPS = {1, 2, 1};

    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[][] image = input.intMatrix("image");
        int rows = image.length;
        int cols = image[0].length;
        long[][] padded = new long[rows + 2][cols + 2];
        for (int r = 0; r < rows + 2; r++) {
            for (int c = 0; c < cols + 2; c++) {
                padded[r][c] = image[clamp(r - 1, rows)][clamp(c - 1, cols)];
            }
        }
        long[][] horizontal = new long[rows + 2][cols];
        for (int r = 0; r < rows + 2; r++) {
            for (int c = 0; c < cols; c++) {
                for (int t = 0; t < 3; t++) {
                    horizontal[r][c] += TAPS[t] * padded[r][c + t];
                }
            }
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < rows; i++) {
            long[] row = new long[cols];
            for (int j = 0; j < cols; j++) {
                long sum = 0;
                for (int t = 0; t < 3; t++) {
                    sum += TAPS[t] * horizontal[i + t][j];
                }
                row[j] = Math.round(sum / 16.0);
            }
            out.append(Arrays.stream(row).mapToObj(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        return out.toString();
    }

    private static int clamp(int x, int n) {
        return Math.max(0, Math.min(n - 1, x));
    }
}
