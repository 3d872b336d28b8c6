package dev.algoreval.dataset.plus.gen;

/**
 * The two gradient components of the edge detectors, by correlating the image (edge-replicated) with
 * the kernels written out as matrices: cell (1 + dr, 1 + dc) weighs the pixel dr rows below and dc
 * columns right of the centre. The references instead spell each sum out term by term.
 */
final class ImageGradients {
    static final int[][] PREWITT_X = {{-1, 0, 1}, {-1, 0, 1}, {-1, 0, 1}};
    static final int[][] PREWITT_Y = {{-1, -1, -1}, {0, 0, 0}, {1, 1, 1}};
    static final int[][] SOBEL_X = {{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}};
    static final int[][] SOBEL_Y = {{-1, -2, -1}, {0, 0, 0}, {1, 2, 1}};

    private ImageGradients() {
    }

    static long[][] correlate(ImageGrid image, int[][] kernel) {
        long[][] out = new long[image.rows()][image.cols()];
        for (int r = 0; r < image.rows(); r++) {
            for (int c = 0; c < image.cols(); c++) {
                long sum = 0;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        sum += (long) kernel[1 + dr][1 + dc] * image.clamped(r + dr, c + dc);
                    }
                }
                out[r][c] = sum;
            }
        }
        return out;
    }

    /** Ramps and step edges whose magnitudes sit just below, at and above the clamp of 255. */
    static java.util.List<ImageGrid> edgeCases() {
        return java.util.List.of(
                new ImageGrid("ramp rising 3 per column and 4 per row, 9x11", ImageSamples.ramp(9, 11, 10, 4, 3)),
                new ImageGrid("ramp rising 1 per column and 1 per row, 8x8", ImageSamples.ramp(8, 8, 0, 1, 1)),
                new ImageGrid("ramp falling 2 per column, rising 3 per row, 6x10", ImageSamples.ramp(6, 10, 100, 3, -2)),
                new ImageGrid("vertical step edge of height 63, 5x6", ImageSamples.step(5, 6, 100, 163)),
                new ImageGrid("vertical step edge of height 64, 5x6", ImageSamples.step(5, 6, 100, 164)),
                new ImageGrid("vertical step edge of height 85, 5x6", ImageSamples.step(5, 6, 0, 85)),
                new ImageGrid("vertical step edge of height 86, 5x6", ImageSamples.step(5, 6, 0, 86)),
                new ImageGrid("diagonal edge 0 above, 90 below, 7x7", diagonal(7, 90)));
    }

    private static int[][] diagonal(int size, int high) {
        int[][] grid = new int[size][size];
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < r; c++) {
                grid[r][c] = high;
            }
        }
        return grid;
    }
}
