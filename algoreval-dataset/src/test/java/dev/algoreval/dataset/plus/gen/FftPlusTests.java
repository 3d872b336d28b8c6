package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of the radix-2 FFT (N a power of two, as the prompt promises): N = 1 and 2, impulses,
 * a constant, an alternating sequence, a pure cosine, all zeros, fractions and negatives, large values,
 * and seeded random inputs up to N = 16384, which an O(N^2) transform cannot finish in time in the
 * slower languages. The oracle is the definition itself, the O(N^2) sum of x[n] exp(-2 pi i k n / N),
 * with the twiddle factors from a table indexed by k n mod N, so it shares nothing with a recursive
 * or iterative Cooley-Tukey implementation.
 */
public final class FftPlusTests implements PlusTestGenerator {

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        tests.add(test("N = 1", new double[] {5}));
        tests.add(test("N = 2", new double[] {1, -1}));
        tests.add(test("all zeros, N = 4", new double[4]));
        tests.add(test("impulse at 0, N = 8: a flat spectrum", impulse(8, 0)));
        tests.add(test("impulse at 1, N = 8: unit twiddles", impulse(8, 1)));
        tests.add(test("constant 3, N = 16: all energy at k = 0", filled(16, 3)));
        double[] alternating = new double[8];
        for (int i = 0; i < 8; i++) {
            alternating[i] = i % 2 == 0 ? 1 : -1;
        }
        tests.add(test("alternating +1, -1, N = 8: all energy at k = N/2", alternating));
        double[] cosine = new double[32];
        for (int i = 0; i < 32; i++) {
            cosine[i] = Math.cos(2 * Math.PI * 3 * i / 32);
        }
        tests.add(test("cos(2 pi 3 n / 32), N = 32: peaks at k = 3 and 29", cosine));
        tests.add(test("the prompt's x", new double[] {1, 2, 3, 4, 0, -1, 5, 2}));
        Random rnd = new Random(1203);
        tests.add(test("quarters in [-10, 10], N = 64 (seed 1203)", random(rnd, 64, -40, 40, 0.25)));
        tests.add(test("large values up to 1e6, N = 128 (seed 1203)", random(rnd, 128, -1_000_000, 1_000_000, 1)));
        tests.add(test("integers in [-100, 100], N = 256 (seed 1203)", random(rnd, 256, -100, 100, 1)));
        double[] reals = new double[1024];
        for (int i = 0; i < reals.length; i++) {
            reals[i] = rnd.nextGaussian();
        }
        tests.add(test("Gaussian noise, N = 1024 (seed 1203)", reals));
        tests.add(test("integers in [-1000, 1000], N = 16384 (seed 1203)", random(rnd, 16384, -1000, 1000, 1)));
        return tests;
    }

    private static HiddenTest test(String name, double[] x) {
        List<Object> in = new ArrayList<>();
        for (double v : x) {
            in.add(v);
        }
        return HiddenTest.function(name, List.of(in), dft(x));
    }

    /** The defining sum, X[k] = sum over n of x[n] w^(k n mod N) with w = exp(-2 pi i / N). */
    static List<Object> dft(double[] x) {
        int n = x.length;
        double[] cos = new double[n];
        double[] sin = new double[n];
        for (int j = 0; j < n; j++) {
            cos[j] = Math.cos(2 * Math.PI * j / n);
            sin[j] = -Math.sin(2 * Math.PI * j / n);
        }
        List<Object> out = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            double re = 0;
            double im = 0;
            for (int m = 0; m < n; m++) {
                int j = (int) ((long) k * m % n);
                re += x[m] * cos[j];
                im += x[m] * sin[j];
            }
            out.add(List.of(re, im));
        }
        return out;
    }

    private static double[] impulse(int n, int at) {
        double[] x = new double[n];
        x[at] = 1;
        return x;
    }

    private static double[] filled(int n, double value) {
        double[] x = new double[n];
        java.util.Arrays.fill(x, value);
        return x;
    }

    /** Multiples of {@code step} between {@code min} and {@code max} steps. */
    private static double[] random(Random rnd, int n, int min, int max, double step) {
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = (min + rnd.nextInt(max - min + 1)) * step;
        }
        return x;
    }
}
