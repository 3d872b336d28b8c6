package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Grids;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Arrays;

/**
 * Median by rank, without sorting: over an edge-replicated padded copy, the median of a 9-value
 * window is the value m with fewer than 5 values below it and at least 5 values at or below it.
 */
public final class MedianFilterOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[][] image = input.intMatrix("image");
        int[][] padded = Grids.edgeReplicated(image);
        return Grids.lines(image.length, image[0].length, (i, j) -> {
            int[] window = new int[9];
            for (int t = 0; t < 9; t++) {
                window[t] = padded[i + t / 3][j + t % 3];
            }
            return byRank(window);
        });
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
