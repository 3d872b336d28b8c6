package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of histogram equalization, on every shape with at least two distinct values (the
 * prompt's promise), two-valued images, images whose darkest value is not 0 (cdfMin is the count of
 * the darkest value present, not of 0), exact halves that round up (127.5 to 128, and 42.5 to 43,
 * where round-half-even gives 42) and seeded random images. Oracle: cdf(v) counted by binary search
 * in the sorted pixels, the mapping divided exactly with {@link BigDecimal} and rounded
 * {@link RoundingMode#HALF_UP} (the reference uses a histogram and integer arithmetic).
 */
public final class HistogramEqualizationPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<ImageGrid> images = new ArrayList<>(ImageSamples.shapes(true));
        images.add(new ImageGrid("three values once each: 127.5 rounds up to 128", new int[][] {{30, 10, 20}}));
        images.add(new ImageGrid("42.5 rounds up to 43 (half-even would give 42)", new int[][] {
            {200, 90, 200, 200, 60, 200, 200}}));
        images.add(new ImageGrid("two values 100 and 101, mostly 100", new int[][] {{100, 100, 100}, {100, 101, 100}}));
        images.add(new ImageGrid("darkest value 200 occurs 5 times, 4x4", darkestRepeated()));
        images.addAll(ImageSamples.random(300, 200));
        images.add(new ImageGrid("bright narrow band 240..255, 50x40 (seed 151)",
                ImageSamples.uniform(new Random(151), 50, 40, 240, 255)));
        for (ImageGrid image : images) {
            if (image.distinctValues() < 2) {
                throw new IllegalStateException(image.name() + " breaks the prompt's promise of two distinct values");
            }
        }
        return ImageFilterTests.of(images, HistogramEqualizationPlusTests::equalize);
    }

    static int[][] equalize(ImageGrid image) {
        int[] sorted = Arrays.stream(image.pixels()).flatMapToInt(Arrays::stream).sorted().toArray();
        long n = sorted.length;
        long cdfMin = atMost(sorted, sorted[0]);
        int[][] out = new int[image.rows()][image.cols()];
        for (int r = 0; r < image.rows(); r++) {
            for (int c = 0; c < image.cols(); c++) {
                long cdf = atMost(sorted, image.pixels()[r][c]);
                out[r][c] = BigDecimal.valueOf((cdf - cdfMin) * 255)
                        .divide(BigDecimal.valueOf(n - cdfMin), 0, RoundingMode.HALF_UP).intValueExact();
            }
        }
        return out;
    }

    /** How many of the sorted values are at most {@code v}: the first index holding a larger value. */
    private static long atMost(int[] sorted, int v) {
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] <= v) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private static int[][] darkestRepeated() {
        int[][] grid = ImageSamples.uniform(new Random(152), 4, 4, 201, 255);
        for (int k = 0; k < 5; k++) {
            grid[k % 4][(k * 3) % 4] = 200;
        }
        return grid;
    }
}
