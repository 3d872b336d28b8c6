package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Hidden tests of the 3x3 Gaussian blur with edge replication and halves rounded up, on every shape
 * and seeded random images (the smooth ones have many weighted sums that are exactly halfway, S mod
 * 16 = 8, with both even and odd quotients, so floor, truncation and round-half-even all fail).
 * Oracle: the kernel is separable ([1,2,1] across times [1,2,1] down), and clamping acts on rows and
 * columns independently, so a horizontal pass then a vertical pass over clamped coordinates gives the
 * same weighted sum S as the reference's 3x3 loop; then floor((S + 8) / 16).
 */
public final class GaussianBlurPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<ImageGrid> images = new ArrayList<>(ImageFilterTests.standardImages(256, 192));
        // A lone 2 weighs S = 8 at its own pixel (0.5: half-up 1, half-even 0), a lone 6 S = 24 (1.5: half-up 2, floor 1).
        images.add(new ImageGrid("weighted sums exactly halfway: a lone 2 and a lone 6 among zeros", new int[][] {
            {0, 0, 0, 0, 0, 0, 0}, {0, 2, 0, 0, 0, 6, 0}, {0, 0, 0, 0, 0, 0, 0}}));
        return ImageFilterTests.of(images, GaussianBlurPlusTests::gaussianBlur);
    }

    static int[][] gaussianBlur(ImageGrid image) {
        int rows = image.rows();
        int cols = image.cols();
        int[] weights = {1, 2, 1};
        long[][] across = new long[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                for (int d = -1; d <= 1; d++) {
                    across[r][c] += weights[d + 1] * (long) image.pixels()[r][Math.min(Math.max(c + d, 0), cols - 1)];
                }
            }
        }
        int[][] out = new int[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                long sum = 0;
                for (int d = -1; d <= 1; d++) {
                    sum += weights[d + 1] * across[Math.min(Math.max(r + d, 0), rows - 1)][c];
                }
                out[r][c] = (int) Math.floorDiv(sum + 8, 16);
            }
        }
        return out;
    }
}
