package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Hidden tests of the 3x3 box blur (mean of the neighbours inside the image, floored), on every shape
 * (a 1x1 image averages one value, a single row or column averages two or three) and seeded random
 * images. Oracle: a summed-area table gives the sum of each clipped window in four lookups (the
 * reference adds the pixels of each window one by one); the count is the clipped window's area.
 */
public final class BoxBlurPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<ImageGrid> images = new ArrayList<>(ImageFilterTests.standardImages(256, 192));
        images.add(new ImageGrid("means just below a whole number: 2x2 of 254 and 255", new int[][] {{255, 254}, {255, 255}}));
        return ImageFilterTests.of(images, BoxBlurPlusTests::boxBlur);
    }

    static int[][] boxBlur(ImageGrid image) {
        int rows = image.rows();
        int cols = image.cols();
        long[][] prefix = new long[rows + 1][cols + 1];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                prefix[r + 1][c + 1] = image.pixels()[r][c] + prefix[r][c + 1] + prefix[r + 1][c] - prefix[r][c];
            }
        }
        int[][] out = new int[rows][cols];
        for (int r = 0; r < rows; r++) {
            int top = Math.max(0, r - 1);
            int bottom = Math.min(rows, r + 2);
            for (int c = 0; c < cols; c++) {
                int left = Math.max(0, c - 1);
                int right = Math.min(cols, c + 2);
                long sum = prefix[bottom][right] - prefix[top][right] - prefix[bottom][left] + prefix[top][left];
                long count = (long) (bottom - top) * (right - left);
                out[r][c] = (int) Math.floorDiv(sum, count);
            }
        }
        return out;
    }
}
