package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of Otsu's threshold, on every shape with at least two distinct values (the prompt's
 * promise, so no uniform image), two-valued images (every t between the two values gives the same
 * split, so the smallest, the darker value, is the answer; 254 when the values are 254 and 255),
 * close contests between different splits (three values almost symmetric about the middle one, where
 * one extra pixel or a value one step further out decides, by 1 % down to 10^-4 of the variance),
 * bimodal and seeded random images, and one large image.
 *
 * <p>No test has a tie, or a near tie, between different splits: the prompt fixes the rule for
 * thresholds with the same split (the smallest t) but not an exact arithmetic, so a program that
 * computes w0 w1 (mu0 - mu1)^2 in floating point, as the prompt writes it, is right, and an exact tie
 * (a histogram symmetric about its middle value) would let the last bit of rounding choose between
 * the two splits. The generator fails when the best two splits' variances are within a relative
 * {@value #MINIMUM_RELATIVE_GAP} of each other.
 *
 * <p>Oracle: brute force over every t in 0..254, counting each class from the pixels directly, with
 * the between-class variance compared exactly. With N pixels of sum S and the background's count c0
 * and sum s0, w0 w1 (mu0 - mu1)^2 = (N s0 - c0 S)^2 / (N^2 c0 c1), so the t maximising
 * (N s0 - c0 S)^2 / (c0 c1) wins, compared by cross-multiplying in {@link BigInteger}; only a strictly
 * larger value replaces the best, which keeps the smallest t.
 */
public final class OtsuThresholdPlusTests implements PlusTestGenerator {
    /** Far above the relative rounding error of a double computation of the variance (about 10^-15). */
    static final double MINIMUM_RELATIVE_GAP = 1e-9;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<ImageGrid> images = new ArrayList<>(ImageSamples.shapes(true));
        images.add(new ImageGrid("two values 100 and 200: t is the darker value", new int[][] {{100, 200, 200}, {100, 100, 200}}));
        images.add(new ImageGrid("values 254 and 255 only: t = 254", new int[][] {{255, 254}, {254, 255}, {255, 255}}));
        images.add(new ImageGrid("one 255 among zeros", new int[][] {{0, 0, 0, 0}, {0, 0, 255, 0}}));
        images.add(new ImageGrid("values 0, 1 and 3 once each: t = 1", new int[][] {{3, 0, 1}}));
        images.add(new ImageGrid("close contest: 87 x20, 151 x18, 216 x20 (the upper split wins by 1 %)",
                threeValues(87, 20, 151, 18, 216, 20, 2)));
        images.add(new ImageGrid("close contest: 44 x1101, 66 x999, 88 x1100 (the lower split wins by 1.3e-4)",
                threeValues(44, 1101, 66, 999, 88, 1100, 32)));
        images.add(new ImageGrid("close contest: 43 x2900, 130 x4499, 217 x2901 (the upper split wins by 9.2e-5)",
                threeValues(43, 2900, 130, 4499, 217, 2901, 100)));
        images.add(new ImageGrid("two values 10 x7 and 246 x7: one split, t = 10", threeValues(10, 7, 128, 0, 246, 7, 2)));
        images.add(new ImageGrid("bimodal: dark 20..70 and bright 170..230, 30x30 (seed 161)", bimodal(new Random(161), 30, 30)));
        images.addAll(ImageSamples.random(400, 340));
        for (ImageGrid image : images) {
            if (image.distinctValues() < 2) {
                throw new IllegalStateException(image.name() + " breaks the prompt's promise of two distinct values");
            }
            double gap = relativeGapOfBestTwoSplits(image);
            if (gap <= MINIMUM_RELATIVE_GAP) {
                throw new IllegalStateException(image.name() + ": the best two splits' between-class variances differ by a"
                        + " relative " + gap + ", so rounding may choose (change the image or its seed)");
            }
        }
        List<HiddenTest> tests = new ArrayList<>();
        for (ImageGrid image : images) {
            tests.add(HiddenTest.function(image.name(), List.of(image.json()), (long) otsu(image)));
        }
        return tests;
    }

    static int otsu(ImageGrid image) {
        int[] pixels = Arrays.stream(image.pixels()).flatMapToInt(Arrays::stream).toArray();
        long n = pixels.length;
        long total = Arrays.stream(pixels).asLongStream().sum();
        int best = -1;
        BigInteger bestNumerator = BigInteger.ZERO;
        BigInteger bestDenominator = BigInteger.ONE;
        for (int t = 0; t <= 254; t++) {
            long c0 = 0;
            long s0 = 0;
            for (int v : pixels) {
                if (v <= t) {
                    c0++;
                    s0 += v;
                }
            }
            long c1 = n - c0;
            if (c0 == 0 || c1 == 0) {
                continue;
            }
            BigInteger numerator = BigInteger.valueOf(n).multiply(BigInteger.valueOf(s0))
                    .subtract(BigInteger.valueOf(c0).multiply(BigInteger.valueOf(total))).pow(2);
            BigInteger denominator = BigInteger.valueOf(c0).multiply(BigInteger.valueOf(c1));
            if (best < 0 || numerator.multiply(bestDenominator).compareTo(bestNumerator.multiply(denominator)) > 0) {
                best = t;
                bestNumerator = numerator;
                bestDenominator = denominator;
            }
        }
        return best;
    }

    /**
     * (v1 - v2) / v1 for the largest and second largest between-class variances v1 >= v2 of different
     * splits (the thresholds between two consecutive pixel values share one split, so one value);
     * positive infinity for an image with one split only (two values). Exact: each variance is the
     * fraction (N s0 - c0 S)^2 / (c0 c1) of integers (times the common 1/N^2), subtracted in BigInteger.
     */
    static double relativeGapOfBestTwoSplits(ImageGrid image) {
        long[] histogram = new long[256];
        for (int[] row : image.pixels()) {
            for (int v : row) {
                histogram[v]++;
            }
        }
        long n = Arrays.stream(histogram).sum();
        long total = 0;
        for (int v = 0; v < 256; v++) {
            total += v * histogram[v];
        }
        List<BigInteger[]> variances = new ArrayList<>();  // {numerator, denominator} per split
        long c0 = 0;
        long s0 = 0;
        for (int t = 0; t <= 254; t++) {
            c0 += histogram[t];
            s0 += t * histogram[t];
            long c1 = n - c0;
            if (c0 == 0 || c1 == 0 || histogram[t] == 0) {
                continue;  // no split, or the same split as t - 1
            }
            variances.add(new BigInteger[] {
                BigInteger.valueOf(n).multiply(BigInteger.valueOf(s0)).subtract(BigInteger.valueOf(c0)
                        .multiply(BigInteger.valueOf(total))).pow(2),
                BigInteger.valueOf(c0).multiply(BigInteger.valueOf(c1))});
        }
        if (variances.size() < 2) {
            return Double.POSITIVE_INFINITY;
        }
        variances.sort((a, b) -> b[0].multiply(a[1]).compareTo(a[0].multiply(b[1])));  // largest first
        BigInteger[] first = variances.get(0);
        BigInteger[] second = variances.get(1);
        // (n1/d1 - n2/d2) / (n1/d1) = (n1 d2 - n2 d1) / (n1 d2)
        BigInteger product = first[0].multiply(second[1]);
        return new java.math.BigDecimal(product.subtract(second[0].multiply(first[1])))
                .divide(new java.math.BigDecimal(product), java.math.MathContext.DECIMAL64).doubleValue();
    }

    /** low x a, mid x b, high x c, shuffled, as an image of {@code rows} rows (the pixel count must divide evenly). */
    private static int[][] threeValues(int low, int a, int mid, int b, int high, int c, int rows) {
        List<Integer> values = new ArrayList<>();
        for (int k = 0; k < a; k++) {
            values.add(low);
        }
        for (int k = 0; k < b; k++) {
            values.add(mid);
        }
        for (int k = 0; k < c; k++) {
            values.add(high);
        }
        java.util.Collections.shuffle(values, new Random(low * 1000L + mid));
        int cols = values.size() / rows;
        if (cols * rows != values.size()) {
            throw new IllegalArgumentException(values.size() + " pixels do not fill " + rows + " rows");
        }
        int[][] grid = new int[rows][cols];
        for (int k = 0; k < values.size(); k++) {
            grid[k / cols][k % cols] = values.get(k);
        }
        return grid;
    }

    private static int[][] bimodal(Random rnd, int rows, int cols) {
        int[][] grid = new int[rows][cols];
        for (int[] row : grid) {
            for (int c = 0; c < cols; c++) {
                row[c] = rnd.nextInt(3) == 0 ? 20 + rnd.nextInt(51) : 170 + rnd.nextInt(61);
            }
        }
        return grid;
    }
}
