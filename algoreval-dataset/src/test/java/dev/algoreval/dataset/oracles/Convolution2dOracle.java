package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The textbook definition taken literally: flip the kernel by 180 degrees into a new matrix, copy the
 * image into a zero-padded frame, and take the plain sliding dot product of the flipped kernel with
 * every window of the padded frame.
 */
public final class Convolution2dOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[][] image = input.intMatrix("image");
        int[][] kernel = input.intMatrix("kernel");
        int rows = image.length;
        int cols = image[0].length;
        int k = kernel.length;
        int h = k / 2;
        long[][] flipped = new long[k][k];
        for (int a = 0; a < k; a++) {
            for (int b = 0; b < k; b++) {
                flipped[a][b] = kernel[k - 1 - a][k - 1 - b];
            }
        }
        long[][] padded = new long[rows + 2 * h][cols + 2 * h]; // zeros around the image
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                padded[r + h][c + h] = image[r][c];
            }
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < rows; i++) {
            long[] row = new long[cols];
            for (int j = 0; j < cols; j++) {
                long sum = 0;
                for (int a = 0; a < k; a++) {
                    for (int b = 0; b < k; b++) {
                        sum += flipped[a][b] * padded[i + a][j + b];
                    }
                }
                row[j] = sum;
            }
            out.append(Arrays.stream(row).mapToObj(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        return out.toString();
    }
}
