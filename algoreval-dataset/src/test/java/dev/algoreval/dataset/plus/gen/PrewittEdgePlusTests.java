package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Hidden tests of the Prewitt operator (|Gx| + |Gy| clamped to 255, edge replication), on every shape,
 * ramps (a constant gradient, halved at the replicated border), step edges of height 85 and 86 (3h
 * reaches 255 and just passes it), a diagonal edge and seeded random images (noise saturates; smooth
 * texture stays below the clamp). Oracle: {@link ImageGradients}' kernel-matrix correlation.
 */
public final class PrewittEdgePlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<ImageGrid> images = new ArrayList<>(ImageFilterTests.standardImages(256, 192));
        images.addAll(ImageGradients.edgeCases());
        return ImageFilterTests.of(images, PrewittEdgePlusTests::prewittEdge);
    }

    static int[][] prewittEdge(ImageGrid image) {
        long[][] gx = ImageGradients.correlate(image, ImageGradients.PREWITT_X);
        long[][] gy = ImageGradients.correlate(image, ImageGradients.PREWITT_Y);
        int[][] out = new int[image.rows()][image.cols()];
        for (int r = 0; r < image.rows(); r++) {
            for (int c = 0; c < image.cols(); c++) {
                out[r][c] = (int) Math.min(255, Math.abs(gx[r][c]) + Math.abs(gy[r][c]));
            }
        }
        return out;
    }
}
