package dev.algoreval.engine.report;

import dev.algoreval.engine.results.PassAtK;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * pass@k of a run with several samples per instance: the unbiased estimator of Chen et al. (2021),
 * 1 - C(n-c, k) / C(n, k), averaged over the instances that have at least k counted samples.
 */
public final class PassAtKEstimate {
    private static final int[] REPORTED_K = {1, 2, 5, 10, 20, 50, 100};

    private PassAtKEstimate() {
    }

    public static double forInstance(int n, int c, int k) {
        return PassAtK.estimate(n, c, k);
    }

    public static OptionalDouble of(Run run, int k) {
        double sum = 0;
        int instances = 0;
        for (Tally t : Tally.by(run.results(), Result::instance).values()) {
            if (t.counted() >= k) {
                sum += forInstance(t.counted(), t.passed(), k);
                instances++;
            }
        }
        return instances == 0 ? OptionalDouble.empty() : OptionalDouble.of(sum / instances);
    }

    /** The most counted samples any instance of the run has; 1 for an ordinary single-sample run. */
    public static int maxSamples(Run run) {
        return Tally.by(run.results(), Result::instance).values().stream().mapToInt(Tally::counted).max().orElse(0);
    }

    /** pass@k for k = 1, 2, 5, 10, … and the run's sample count; empty when there is one sample per instance. */
    public static Map<Integer, Double> reported(Run run) {
        int max = maxSamples(run);
        Map<Integer, Double> values = new LinkedHashMap<>();
        if (max < 2) {
            return values;
        }
        List<Integer> ks = new ArrayList<>();
        for (int k : REPORTED_K) {
            if (k <= max) {
                ks.add(k);
            }
        }
        if (!ks.contains(max)) {
            ks.add(max);
        }
        for (int k : ks) {
            of(run, k).ifPresent(v -> values.put(k, v));
        }
        return values;
    }
}
