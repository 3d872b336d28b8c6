package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Hidden tests of the Sobel operator (sqrt(Gx^2 + Gy^2) rounded, clamped to 255, edge replication), on
 * every shape, ramps (3-4-5 gradients whose magnitude is whole, and 1-1 ones where 8 sqrt 2 = 11.31
 * rounds down and the halved border value 5.66 rounds up), step edges of height 63 and 64 (4h = 252,
 * then 256 clamps), a diagonal edge and seeded random images. Oracle: {@link ImageGradients}'
 * kernel-matrix correlation and an exact integer square root: the nearest integer to sqrt(s) is r + 1
 * where r = floor(sqrt(s)) and s > r^2 + r (sqrt(s) is never exactly halfway), else r.
 */
public final class SobelEdgePlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<ImageGrid> images = new ArrayList<>(ImageFilterTests.standardImages(256, 192));
        images.addAll(ImageGradients.edgeCases());
        return ImageFilterTests.of(images, SobelEdgePlusTests::sobelEdge);
    }

    static int[][] sobelEdge(ImageGrid image) {
        long[][] gx = ImageGradients.correlate(image, ImageGradients.SOBEL_X);
        long[][] gy = ImageGradients.correlate(image, ImageGradients.SOBEL_Y);
        int[][] out = new int[image.rows()][image.cols()];
        for (int r = 0; r < image.rows(); r++) {
            for (int c = 0; c < image.cols(); c++) {
                out[r][c] = (int) Math.min(255, nearestSquareRoot(gx[r][c] * gx[r][c] + gy[r][c] * gy[r][c]));
            }
        }
        return out;
    }

    static long nearestSquareRoot(long s) {
        long r = java.math.BigInteger.valueOf(s).sqrt().longValueExact();
        return s > r * r + r ? r + 1 : r;
    }
}
