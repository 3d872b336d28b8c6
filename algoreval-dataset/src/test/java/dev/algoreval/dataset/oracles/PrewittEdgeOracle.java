package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Grids;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;

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
        int[][] padded = Grids.edgeReplicated(image);
        return Grids.lines(image.length, image[0].length, (i, j) -> {
            int gx = 0, gy = 0;
            for (int a = 0; a < 3; a++) {
                for (int b = 0; b < 3; b++) {
                    gx += KX[a][b] * padded[i + a][j + b];
                    gy += KY[a][b] * padded[i + a][j + b];
                }
            }
            return Math.min(255, Math.abs(gx) + Math.abs(gy));
        });
    }
}
