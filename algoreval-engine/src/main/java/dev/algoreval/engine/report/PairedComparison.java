package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Two runs compared on the instance samples both of them scored (pairs keyed by instance id and
 * sample; a pair where either side was a model error or skipped is left out).
 *
 * @param pairs instance samples scored by both runs
 * @param firstRate pass rate of the first run over those pairs
 * @param secondRate pass rate of the second run over those pairs
 * @param firstOnly pairs the first run passed and the second failed (McNemar's b)
 * @param secondOnly pairs the first run failed and the second passed (McNemar's c)
 * @param interval 95 % paired-bootstrap interval of firstRate - secondRate; null when there are no pairs
 */
public record PairedComparison(Run first, Run second, int pairs, int instances, double firstRate, double secondRate,
        int firstOnly, int secondOnly, double pValue, PairedBootstrap.Interval interval) {

    public static PairedComparison of(Run first, Run second) {
        return of(first, second, PairedBootstrap.DEFAULT_RESAMPLES, PairedBootstrap.DEFAULT_SEED);
    }

    public static PairedComparison of(Run first, Run second, int resamples, long seed) {
        Map<String, ResultRecord> secondByKey = new HashMap<>();
        for (ResultRecord r : second.results()) {
            secondByKey.put(key(r), r);
        }
        Map<String, int[]> perInstance = new LinkedHashMap<>();
        int pairs = 0;
        int firstPassed = 0;
        int secondPassed = 0;
        int b = 0;
        int c = 0;
        for (ResultRecord a : first.results()) {
            ResultRecord z = secondByKey.get(key(a));
            if (z == null || !a.counted() || !z.counted()) {
                continue;
            }
            pairs++;
            firstPassed += a.passed() ? 1 : 0;
            secondPassed += z.passed() ? 1 : 0;
            b += a.passed() && !z.passed() ? 1 : 0;
            c += !a.passed() && z.passed() ? 1 : 0;
            int[] counts = perInstance.computeIfAbsent(a.instance(), k -> new int[3]);
            counts[0]++;
            counts[1] += a.passed() ? 1 : 0;
            counts[2] += z.passed() ? 1 : 0;
        }
        if (pairs == 0) {
            return new PairedComparison(first, second, 0, 0, Double.NaN, Double.NaN, 0, 0, 1.0, null);
        }
        List<int[]> rows = new ArrayList<>(perInstance.values());
        int[] n = rows.stream().mapToInt(r -> r[0]).toArray();
        int[] x = rows.stream().mapToInt(r -> r[1]).toArray();
        int[] y = rows.stream().mapToInt(r -> r[2]).toArray();
        return new PairedComparison(first, second, pairs, rows.size(), (double) firstPassed / pairs,
                (double) secondPassed / pairs, b, c, McNemar.exactPValue(b, c),
                PairedBootstrap.interval(n, x, y, resamples, seed, 0.95));
    }

    public double difference() {
        return firstRate - secondRate;
    }

    private static String key(ResultRecord r) {
        return r.instance() + "\u0000" + r.sample();
    }
}
