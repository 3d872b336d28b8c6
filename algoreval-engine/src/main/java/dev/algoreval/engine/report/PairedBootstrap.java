package dev.algoreval.engine.report;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Percentile-bootstrap confidence interval of a paired pass-rate difference. Whole instances are
 * resampled (with all their samples), because samples of one instance are not independent.
 */
public final class PairedBootstrap {
    public static final int DEFAULT_RESAMPLES = 10_000;
    public static final long DEFAULT_SEED = 20_260_510L;

    private PairedBootstrap() {
    }

    public record Interval(double low, double high) {
        public boolean contains(double x) {
            return low <= x && x <= high;
        }
    }

    /**
     * @param samples per instance, the number of paired samples
     * @param firstPassed per instance, how many of them the first run passed
     * @param secondPassed per instance, how many of them the second run passed
     * @param level e.g. 0.95
     */
    public static Interval interval(int[] samples, int[] firstPassed, int[] secondPassed, int resamples, long seed,
            double level) {
        int m = samples.length;
        if (m == 0 || firstPassed.length != m || secondPassed.length != m || resamples < 1) {
            throw new IllegalArgumentException("need at least one instance, equal-length arrays and resamples >= 1");
        }
        SplittableRandom random = new SplittableRandom(seed);
        double[] differences = new double[resamples];
        for (int r = 0; r < resamples; r++) {
            long n = 0;
            long delta = 0;
            for (int i = 0; i < m; i++) {
                int pick = random.nextInt(m);
                n += samples[pick];
                delta += firstPassed[pick] - secondPassed[pick];
            }
            differences[r] = n == 0 ? 0 : (double) delta / n;
        }
        Arrays.sort(differences);
        double tail = (1 - level) / 2;
        return new Interval(quantile(differences, tail), quantile(differences, 1 - tail));
    }

    /** Linear interpolation between order statistics (the usual "type 7" quantile). */
    static double quantile(double[] sorted, double p) {
        double position = p * (sorted.length - 1);
        int lower = (int) Math.floor(position);
        int upper = Math.min(lower + 1, sorted.length - 1);
        return sorted[lower] + (position - lower) * (sorted[upper] - sorted[lower]);
    }
}
