package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/**
 * Hidden tests of the 180-degree rotation, on every shape (1x1, single row and column, non-square
 * both ways) and seeded random images. Oracle: each input pixel (r, c) is sent to
 * (rows - 1 - r, cols - 1 - c) (the reference instead reverses the rows and each row).
 */
public final class Rotate180PlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        return ImageFilterTests.of(ImageFilterTests.standardImages(170, 300), Rotate180PlusTests::rotateHalfTurn);
    }

    static int[][] rotateHalfTurn(ImageGrid image) {
        int rows = image.rows();
        int cols = image.cols();
        int[][] out = new int[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                out[rows - 1 - r][cols - 1 - c] = image.pixels()[r][c];
            }
        }
        return out;
    }
}
