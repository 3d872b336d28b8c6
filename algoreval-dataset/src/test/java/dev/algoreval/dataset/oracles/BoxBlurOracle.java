package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Window sums from a summed-area table (2D prefix sums) over the clipped 3x3 window, divided by the
 * clipped window's area and floored.
 */
public final class BoxBlurOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[][] image = input.intMatrix("image");
        int rows = image.length;
        int cols = image[0].length;
        long[][] prefix = new long[rows + 1][cols + 1]; // prefix[r][c] = sum of image[0..r-1][0..c-1]
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                prefix[r + 1][c + 1] = image[r][c] + prefix[r][c + 1] + prefix[r + 1][c] - prefix[r][c];
            }
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < rows; i++) {
            long[] row = new long[cols];
            for (int j = 0; j < cols; j++) {
                int top = Math.max(0, i - 1), bottom = Math.min(rows, i + 2);
                int left = Math.max(0, j - 1), right = Math.min(cols, j + 2);
                long sum = prefix[bottom][right] - prefix[top][right] - prefix[bottom][left] + prefix[top][left];
                long area = (long) (bottom - top) * (right - left);
                row[j] = Math.floorDiv(sum, area);
            }
            out.append(Arrays.stream(row).mapToObj(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        return out.toString();
    }
}
