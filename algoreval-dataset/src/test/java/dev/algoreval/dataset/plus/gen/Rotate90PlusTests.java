package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/**
 * Hidden tests of the clockwise 90-degree rotation, on every shape (1x1, single row and column,
 * non-square both ways) and seeded random images. Oracle: each input pixel is sent to its place
 * (the reference instead gathers each output pixel from the input): input (r, c) lands in output row
 * c, column rows - 1 - r, which puts the top-left pixel top-right and the bottom-left pixel top-left.
 */
public final class Rotate90PlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        return ImageFilterTests.of(ImageFilterTests.standardImages(300, 170), Rotate90PlusTests::rotateClockwise);
    }

    static int[][] rotateClockwise(ImageGrid image) {
        int rows = image.rows();
        int[][] out = new int[image.cols()][rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < image.cols(); c++) {
                out[c][rows - 1 - r] = image.pixels()[r][c];
            }
        }
        return out;
    }
}
