package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Median by rank, without sorting: over an edge-replicated padded copy, the median of a 9-value
 * window is the value m with fewer than 5 values below it and at least 5 values at or below it.
 */
public final class MedianFilterOracle implements Oracle {
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
            int[] row = new int[cols];
            for (int j = 0; j < cols; j++) {
                int[] window = new int[9];
                for (int t = 0; t < 9; t++) {
                    window[t] = padded[i + t / 3][j + t % 3];
                }
                row[j] = byRank(window);
            }
            out.append(Arrays.stream(row).mapToObj(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        return out.toString();
    }

    private static int byRank(int[] window) {
        for (int m : window) {
            long below = Arrays.stream(window).filter(v -> v < m).count();
            long atOrBelow = Arrays.stream(window).filter(v -> v <= m).count();
            if (below < 5 && atOrBelow >= 5) {
                return m;
            }
        }
        throw new IllegalStateException("no median");
    }
}
