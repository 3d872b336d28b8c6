package dev.algoreval.dataset.oracle;

import java.util.StringJoiner;

/** What the 3x3 image-filter oracles share: the padded frame they slide over, and how a result grid prints. */
public final class Grids {
    private Grids() {
    }

    /** The value of one output pixel. */
    @FunctionalInterface
    public interface Cell {
        long value(int row, int col);
    }

    /**
     * The image with one extra pixel on every side, each a copy of the nearest border pixel, so that a
     * 3x3 window centred on any image pixel lies inside the frame: window (i, j) is frame rows i..i+2,
     * columns j..j+2.
     */
    public static int[][] edgeReplicated(int[][] image) {
        int rows = image.length;
        int cols = image[0].length;
        int[][] padded = new int[rows + 2][cols + 2];
        for (int r = 0; r < rows + 2; r++) {
            for (int c = 0; c < cols + 2; c++) {
                padded[r][c] = image[Math.max(0, Math.min(rows - 1, r - 1))][Math.max(0, Math.min(cols - 1, c - 1))];
            }
        }
        return padded;
    }

    /** One line per row, values separated by single spaces. */
    public static String lines(int rows, int cols, Cell cell) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < rows; i++) {
            StringJoiner row = new StringJoiner(" ");
            for (int j = 0; j < cols; j++) {
                row.add(String.valueOf(cell.value(i, j)));
            }
            out.append(row).append('\n');
        }
        return out.toString();
    }
}
