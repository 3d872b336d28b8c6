package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The two Prewitt kernels written out as matrices, correlated with every window of an edge-replicated
 * padded copy; magnitude |Gx| + |Gy| capped at 255.
 */
public final class PrewittEdgeOracle implements Oracle {
    private static final int[][] KX = {{-1, 0, 1}, {-1, 0, 1}, {-1, 0, 1}};
    private static final int[][] KY = {{-1, -1, -1}, {0, 0, 0}, {1, 1, 1}};

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
                int gx = 0, gy = 0;
                for (int a = 0; a < 3; a++) {
                    for (int b = 0; b < 3; b++) {
                        gx += KX[a][b] * padded[i + a][j + b];
                        gy += KY[a][b] * padded[i + a][j + b];
                    }
                }
                row[j] = Math.min(255, Math.abs(gx) + Math.abs(gy));
            }
            out.append(Arrays.stream(row).mapToObj(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        return out.toString();
    }
}
