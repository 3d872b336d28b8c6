package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A named grayscale image for the image-processing hidden tests: {@code pixels[row][column]}, every row
 * the same length. Immutable by convention: oracles read it and build new arrays.
 */
public record ImageGrid(String name, int[][] pixels) {
    public ImageGrid {
        if (pixels.length == 0 || pixels[0].length == 0) {
            throw new IllegalArgumentException(name + ": an image has at least one row and one column");
        }
        for (int[] row : pixels) {
            if (row.length != pixels[0].length) {
                throw new IllegalArgumentException(name + ": rows of different lengths");
            }
        }
    }

    public int rows() {
        return pixels.length;
    }

    public int cols() {
        return pixels[0].length;
    }

    /** The pixel at (r, c) with both coordinates clamped into the image (edge replication). */
    public int clamped(int r, int c) {
        return pixels[Math.min(Math.max(r, 0), rows() - 1)][Math.min(Math.max(c, 0), cols() - 1)];
    }

    /** How many distinct values the image holds (the Otsu and equalization prompts promise at least two). */
    public long distinctValues() {
        return Arrays.stream(pixels).flatMapToInt(Arrays::stream).distinct().count();
    }

    /** The grid as hidden-test JSON: a list of rows of {@code Long}. */
    public List<Object> json() {
        return json(pixels);
    }

    public static List<Object> json(int[][] grid) {
        List<Object> rows = new ArrayList<>(grid.length);
        for (int[] row : grid) {
            List<Object> values = new ArrayList<>(row.length);
            for (int v : row) {
                values.add((long) v);
            }
            rows.add(values);
        }
        return rows;
    }
}
