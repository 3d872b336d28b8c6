package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Arrays;
import java.util.stream.Collectors;

/** Forward index mapping of a clockwise quarter turn: input (i, j) goes to output (j, rows - 1 - i). */
public final class Rotate90Oracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[][] image = input.intMatrix("image");
        int rows = image.length;
        int cols = image[0].length;
        int[][] rotated = new int[cols][rows];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                rotated[j][rows - 1 - i] = image[i][j];
            }
        }
        StringBuilder out = new StringBuilder();
        for (int[] row : rotated) {
            out.append(Arrays.stream(row).mapToObj(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        return out.toString();
    }
}
