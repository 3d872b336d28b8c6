package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded images shared by the image-processing generators: the shapes every filter must handle
 * (a single pixel, a single row or column, two by two, non-square, constant, the extreme values 0
 * and 255) and random images of three kinds: uniform noise, smooth texture (neighbouring pixels
 * close, so gradients and averages stay in mid range and rounding matters) and piecewise-constant
 * blocks (sharp edges, few distinct values).
 */
public final class ImageSamples {
    private ImageSamples() {
    }

    /** Hand-picked small shapes; {@code twoValuesAtLeast} drops the ones with a single distinct value. */
    public static List<ImageGrid> shapes(boolean twoValuesAtLeast) {
        List<ImageGrid> images = new ArrayList<>();
        images.add(new ImageGrid("1x1 image", new int[][] {{137}}));
        images.add(new ImageGrid("1x1 image of 255", new int[][] {{255}}));
        images.add(new ImageGrid("single row 1x7", new int[][] {{9, 250, 3, 77, 128, 0, 64}}));
        images.add(new ImageGrid("single column 6x1", new int[][] {{200}, {15}, {90}, {255}, {0}, {41}}));
        images.add(new ImageGrid("1x2 image", new int[][] {{0, 255}}));
        images.add(new ImageGrid("2x1 image", new int[][] {{255}, {1}}));
        images.add(new ImageGrid("2x2 image", new int[][] {{10, 200}, {130, 45}}));
        images.add(new ImageGrid("2x3 image", new int[][] {{5, 6, 250}, {99, 0, 31}}));
        images.add(new ImageGrid("constant image 4x5 of 77", constant(4, 5, 77)));
        images.add(new ImageGrid("all-zero image 3x4", constant(3, 4, 0)));
        images.add(new ImageGrid("all-255 image 4x3", constant(4, 3, 255)));
        images.add(new ImageGrid("checkerboard of 0 and 255, 5x6", checkerboard(5, 6)));
        images.add(new ImageGrid("vertical step edge 0|255, 4x6", step(4, 6)));
        images.add(new ImageGrid("non-square random 3x11 (seed 101)", uniform(new Random(101), 3, 11, 0, 255)));
        images.add(new ImageGrid("non-square random 13x4 (seed 102)", uniform(new Random(102), 13, 4, 0, 255)));
        if (twoValuesAtLeast) {
            images.removeIf(image -> image.distinctValues() < 2);
        }
        return images;
    }

    /** Seeded random images of moderate size, and one large smooth one of {@code largeRows} x {@code largeCols}. */
    public static List<ImageGrid> random(int largeRows, int largeCols) {
        List<ImageGrid> images = new ArrayList<>();
        images.add(new ImageGrid("uniform noise 17x23 (seed 111)", uniform(new Random(111), 17, 23, 0, 255)));
        images.add(new ImageGrid("smooth texture 31x19 (seed 112)", smooth(new Random(112), 31, 19, 6)));
        images.add(new ImageGrid("blocks 24x40 (seed 113)", blocks(new Random(113), 24, 40, 9)));
        images.add(new ImageGrid("low contrast 100..110, 20x20 (seed 114)", uniform(new Random(114), 20, 20, 100, 110)));
        images.add(new ImageGrid("smooth texture " + largeRows + "x" + largeCols + " (seed 115)",
                smooth(new Random(115), largeRows, largeCols, 5)));
        return images;
    }

    public static int[][] constant(int rows, int cols, int value) {
        int[][] grid = new int[rows][cols];
        for (int[] row : grid) {
            java.util.Arrays.fill(row, value);
        }
        return grid;
    }

    public static int[][] checkerboard(int rows, int cols) {
        int[][] grid = new int[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                grid[r][c] = (r + c) % 2 == 0 ? 0 : 255;
            }
        }
        return grid;
    }

    private static int[][] step(int rows, int cols) {
        return step(rows, cols, 0, 255);
    }

    /** A vertical edge: {@code low} in the left half of every row, {@code high} in the right half. */
    public static int[][] step(int rows, int cols, int low, int high) {
        int[][] grid = constant(rows, cols, low);
        for (int[] row : grid) {
            for (int c = cols / 2; c < cols; c++) {
                row[c] = high;
            }
        }
        return grid;
    }

    /** {@code base + colStep * c + rowStep * r}: a plane whose gradient is the same at every inner pixel. */
    public static int[][] ramp(int rows, int cols, int base, int rowStep, int colStep) {
        int[][] grid = new int[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                grid[r][c] = base + rowStep * r + colStep * c;
                if (grid[r][c] < 0 || grid[r][c] > 255) {
                    throw new IllegalArgumentException("ramp leaves 0..255 at (" + r + ", " + c + ")");
                }
            }
        }
        return grid;
    }

    public static int[][] uniform(Random rnd, int rows, int cols, int lo, int hi) {
        int[][] grid = new int[rows][cols];
        for (int[] row : grid) {
            for (int c = 0; c < cols; c++) {
                row[c] = lo + rnd.nextInt(hi - lo + 1);
            }
        }
        return grid;
    }

    /** Each pixel is the mean of its upper and left neighbours plus noise in [-noise, noise], clamped to 0..255. */
    public static int[][] smooth(Random rnd, int rows, int cols, int noise) {
        int[][] grid = new int[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int base;
                if (r == 0 && c == 0) {
                    base = rnd.nextInt(256);
                } else if (r == 0) {
                    base = grid[r][c - 1];
                } else if (c == 0) {
                    base = grid[r - 1][c];
                } else {
                    base = (grid[r - 1][c] + grid[r][c - 1]) / 2;
                }
                grid[r][c] = Math.min(255, Math.max(0, base + rnd.nextInt(2 * noise + 1) - noise));
            }
        }
        return grid;
    }

    /** {@code count} random filled rectangles of random grays over a random background. */
    public static int[][] blocks(Random rnd, int rows, int cols, int count) {
        int[][] grid = constant(rows, cols, rnd.nextInt(256));
        for (int k = 0; k < count; k++) {
            int r0 = rnd.nextInt(rows);
            int c0 = rnd.nextInt(cols);
            int r1 = r0 + rnd.nextInt(rows - r0);
            int c1 = c0 + rnd.nextInt(cols - c0);
            int value = rnd.nextInt(256);
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) {
                    grid[r][c] = value;
                }
            }
        }
        return grid;
    }
}
