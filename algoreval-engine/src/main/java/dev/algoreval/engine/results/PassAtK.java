package dev.algoreval.engine.results;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/** The unbiased pass@k estimator of Chen et al. (2021), and which k a run reports. */
public final class PassAtK {
    private static final int[] REPORTED_K = {1, 2, 5, 10, 20, 50, 100};

    private PassAtK() {
    }

    /** 1 - C(n-c, k) / C(n, k) for one instance, computed as a running product so large n cannot overflow. */
    public static double estimate(int n, int c, int k) {
        if (k < 1 || k > n || c < 0 || c > n) {
            throw new IllegalArgumentException("need 1 <= k <= n and 0 <= c <= n, got n=" + n + " c=" + c + " k=" + k);
        }
        if (n - c < k) {
            return 1.0;
        }
        double allWrong = 1.0;
        for (int i = n - c + 1; i <= n; i++) {
            allWrong *= 1.0 - (double) k / i;
        }
        return 1.0 - allWrong;
    }

    /** pass@k averaged over the instances (one tally each) that have at least k counted samples. */
    public static OptionalDouble mean(Collection<Tally> perInstance, int k) {
        double sum = 0;
        int instances = 0;
        for (Tally t : perInstance) {
            if (t.counted() >= k) {
                sum += estimate(t.counted(), t.passed(), k);
                instances++;
            }
        }
        return instances == 0 ? OptionalDouble.empty() : OptionalDouble.of(sum / instances);
    }

    /** The most counted samples any instance has; 1 for an ordinary single-sample run. */
    public static int maxSamples(Collection<Tally> perInstance) {
        return perInstance.stream().mapToInt(Tally::counted).max().orElse(0);
    }

    /**
     * pass@k for k = 1, 2, 5, 10, … and the largest sample count; empty with one sample per instance,
     * where pass@1 is simply the pass rate.
     */
    public static Map<Integer, Double> reported(Collection<Tally> perInstance) {
        int max = maxSamples(perInstance);
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
            mean(perInstance, k).ifPresent(v -> values.put(k, v));
        }
        return values;
    }
}
