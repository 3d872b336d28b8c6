package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of the true 2D convolution with zero padding: kernels of size 1, 3, 5 and 7, asymmetric
 * ones (a convolution and a cross-correlation differ on them; a lone 1 off the centre shifts the image
 * one way under convolution and the other way under correlation), negative entries, a zero kernel,
 * kernels larger than the image, every image shape, and weights large enough that the sums reach
 * about 10^9 (still within 32 bits, as the interface's int promises). Oracle: each pixel scatters its
 * value times every kernel cell to the output pixel that cell reaches, the cell k1 rows below and k2
 * columns right of the centre landing k1 rows below and k2 columns right of the pixel (the reference
 * gathers each output pixel instead); contributions falling outside the image are dropped.
 */
public final class Convolution2dPlusTests implements PlusTestGenerator {
    private static final int[][] ASYMMETRIC_3 = {{-1, 0, 2}, {-2, 1, 1}, {0, 3, -1}};

    private record Case(String name, int[][] image, int[][] kernel) {
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<Case> cases = new ArrayList<>();
        for (ImageGrid shape : ImageSamples.shapes(false)) {
            cases.add(new Case(shape.name() + ", asymmetric 3x3 kernel", shape.pixels(), ASYMMETRIC_3));
        }
        int[][] noise = ImageSamples.uniform(new Random(131), 9, 12, 0, 255);
        cases.add(new Case("1x1 identity kernel, 9x12 noise (seed 131)", noise, new int[][] {{1}}));
        cases.add(new Case("1x1 kernel of -3, 9x12 noise (seed 131)", noise, new int[][] {{-3}}));
        cases.add(new Case("3x3 kernel with a lone 1 top-left (a shift), 9x12 noise (seed 131)", noise,
                new int[][] {{1, 0, 0}, {0, 0, 0}, {0, 0, 0}}));
        cases.add(new Case("3x3 kernel with a lone 1 right of centre (a shift), 9x12 noise (seed 131)", noise,
                new int[][] {{0, 0, 0}, {0, 0, 1}, {0, 0, 0}}));
        cases.add(new Case("3x3 zero kernel, 9x12 noise (seed 131)", noise, new int[][] {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}}));
        cases.add(new Case("asymmetric 3x3 kernel on a constant 255 image 6x8", ImageSamples.constant(6, 8, 255), ASYMMETRIC_3));
        cases.add(new Case("random 5x5 kernel in -9..9 (seed 132), 1x1 image", new int[][] {{200}},
                ImageSamples.uniform(new Random(132), 5, 5, -9, 9)));
        cases.add(new Case("random 5x5 kernel in -9..9 (seed 133), 2x3 image", new int[][] {{10, 250, 3}, {77, 0, 128}},
                ImageSamples.uniform(new Random(133), 5, 5, -9, 9)));
        cases.add(new Case("random 5x5 kernel in -9..9 (seed 134), 15x21 smooth texture (seed 135)",
                ImageSamples.smooth(new Random(135), 15, 21, 8), ImageSamples.uniform(new Random(134), 5, 5, -9, 9)));
        cases.add(new Case("random 7x7 kernel in -5..5 (seed 136), 19x13 noise (seed 137)",
                ImageSamples.uniform(new Random(137), 19, 13, 0, 255), ImageSamples.uniform(new Random(136), 7, 7, -5, 5)));
        cases.add(new Case("3x3 weights up to 500000 in size (sums near 10^9), all-255 corners, 5x5 (seed 138)",
                bright(5, 5), ImageSamples.uniform(new Random(138), 3, 3, -500_000, 500_000)));
        cases.add(new Case("3x3 kernel of 500000s on a 255 image (inner sums 1147500000), 4x4",
                ImageSamples.constant(4, 4, 255), new int[][] {{500_000, 500_000, 500_000}, {500_000, 500_000, 500_000},
                    {500_000, 500_000, 500_000}}));
        cases.add(new Case("random 3x3 kernel in -9..9 (seed 139), blocks 180x140 (seed 140)",
                ImageSamples.blocks(new Random(140), 180, 140, 25), ImageSamples.uniform(new Random(139), 3, 3, -9, 9)));
        List<HiddenTest> tests = new ArrayList<>();
        for (Case c : cases) {
            tests.add(HiddenTest.function(c.name(), List.of(ImageGrid.json(c.image()), ImageGrid.json(c.kernel())),
                    ImageGrid.json(convolve(c.image(), c.kernel()))));
        }
        return tests;
    }

    static int[][] convolve(int[][] image, int[][] kernel) {
        int rows = image.length;
        int cols = image[0].length;
        int half = (kernel.length - 1) / 2;
        long[][] sums = new long[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                for (int k1 = -half; k1 <= half; k1++) {
                    for (int k2 = -half; k2 <= half; k2++) {
                        int outRow = r + k1;
                        int outCol = c + k2;
                        if (outRow >= 0 && outRow < rows && outCol >= 0 && outCol < cols) {
                            sums[outRow][outCol] += (long) kernel[half + k1][half + k2] * image[r][c];
                        }
                    }
                }
            }
        }
        int[][] out = new int[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                out[r][c] = Math.toIntExact(sums[r][c]);
            }
        }
        return out;
    }

    private static int[][] bright(int rows, int cols) {
        int[][] grid = ImageSamples.uniform(new Random(141), rows, cols, 200, 255);
        grid[0][0] = grid[0][cols - 1] = grid[rows - 1][0] = grid[rows - 1][cols - 1] = 255;
        return grid;
    }
}
