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
 * promise), two-valued images (every t between the two values gives the same split, so the smallest,
 * the darker value, is the answer; 254 when the values are 254 and 255), exact ties between different
 * splits (histograms symmetric about a middle value, where floating-point variances may differ in
 * the last bit and pick the wrong t), bimodal and seeded random images, and one large image.
 *
 * <p>Oracle: brute force over every t in 0..254, counting each class from the pixels directly, with
 * the between-class variance compared exactly. With N pixels of sum S and the background's count c0
 * and sum s0, w0 w1 (mu0 - mu1)^2 = (N s0 - c0 S)^2 / (N^2 c0 c1), so the t maximising
 * (N s0 - c0 S)^2 / (c0 c1) wins, compared by cross-multiplying in {@link BigInteger}; only a strictly
 * larger value replaces the best, which keeps the smallest t.
 */
public final class OtsuThresholdPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<ImageGrid> images = new ArrayList<>(ImageSamples.shapes(true));
        images.add(new ImageGrid("two values 100 and 200: t is the darker value", new int[][] {{100, 200, 200}, {100, 100, 200}}));
        images.add(new ImageGrid("values 254 and 255 only: t = 254", new int[][] {{255, 254}, {254, 255}, {255, 255}}));
        images.add(new ImageGrid("one 255 among zeros", new int[][] {{0, 0, 0, 0}, {0, 0, 255, 0}}));
        images.add(new ImageGrid("exact tie: values 0, 1, 2 once each", new int[][] {{2, 0, 1}}));
        images.add(new ImageGrid("exact tie: 87 x20, 151 x18, 215 x20 (symmetric about 151)", symmetric(87, 151, 215, 20, 18, 2)));
        images.add(new ImageGrid("exact tie: 44 x11, 66 x10, 88 x11 (symmetric about 66)", symmetric(44, 66, 88, 11, 10, 4)));
        images.add(new ImageGrid("exact tie: 43 x29, 130 x45, 217 x29 (symmetric about 130)", symmetric(43, 130, 217, 29, 45, 1)));
        images.add(new ImageGrid("exact tie: 10 x7, 128 x0, 246 x7 mirrored pairs", symmetric(10, 128, 246, 7, 0, 2)));
        images.add(new ImageGrid("bimodal: dark 20..70 and bright 170..230, 30x30 (seed 161)", bimodal(new Random(161), 30, 30)));
        images.addAll(ImageSamples.random(400, 340));
        for (ImageGrid image : images) {
            if (image.distinctValues() < 2) {
                throw new IllegalStateException(image.name() + " breaks the prompt's promise of two distinct values");
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

    /** low x a, mid x b, high x a as an image of {@code rows} rows (the pixel count must divide evenly). */
    private static int[][] symmetric(int low, int mid, int high, int a, int b, int rows) {
        List<Integer> values = new ArrayList<>();
        for (int k = 0; k < a; k++) {
            values.add(low);
            values.add(high);
        }
        for (int k = 0; k < b; k++) {
            values.add(mid);
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
