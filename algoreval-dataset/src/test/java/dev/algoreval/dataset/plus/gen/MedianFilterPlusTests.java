package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Hidden tests of the 3x3 median filter with edge replication, on every shape (a 1x1 image's window
 * is its pixel nine times, a single row's windows weigh each neighbour three times) and seeded random
 * images, plus salt-and-pepper noise, which a median removes. Oracle: the 5th smallest of the nine
 * clamped values is the smallest value v with at least five window values at most v, found by
 * counting (the reference sorts the window).
 */
public final class MedianFilterPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<ImageGrid> images = new ArrayList<>(ImageFilterTests.standardImages(256, 192));
        images.add(new ImageGrid("salt-and-pepper noise on a smooth 40x30 image (seed 121)", saltAndPepper(
                ImageSamples.smooth(new java.util.Random(121), 40, 30, 4), new java.util.Random(122), 0.15)));
        return ImageFilterTests.of(images, MedianFilterPlusTests::medianFilter);
    }

    static int[][] medianFilter(ImageGrid image) {
        int[][] out = new int[image.rows()][image.cols()];
        int[] window = new int[9];
        for (int r = 0; r < image.rows(); r++) {
            for (int c = 0; c < image.cols(); c++) {
                int k = 0;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        window[k++] = image.clamped(r + dr, c + dc);
                    }
                }
                out[r][c] = fifthSmallest(window);
            }
        }
        return out;
    }

    private static int fifthSmallest(int[] window) {
        for (int v = 0; v <= 255; v++) {
            int atMost = 0;
            for (int w : window) {
                if (w <= v) {
                    atMost++;
                }
            }
            if (atMost >= 5) {
                return v;
            }
        }
        throw new IllegalStateException("window values outside 0..255");
    }

    private static int[][] saltAndPepper(int[][] grid, java.util.Random rnd, double fraction) {
        for (int[] row : grid) {
            for (int c = 0; c < row.length; c++) {
                if (rnd.nextDouble() < fraction) {
                    row[c] = rnd.nextBoolean() ? 0 : 255;
                }
            }
        }
        return grid;
    }
}
