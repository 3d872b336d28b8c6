package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.oracle.OracleInput;

/**
 * Brute force over all slices, by end index and then start index, keeping only strictly larger sums:
 * the maximum sum, at the smallest end index that reaches it, with the smallest start index for that
 * end, which is what the scan with "restart only when negative" and "replace only when strictly greater" returns.
 */
final class KadaneOracle implements AblationOracle {
    @Override
    public String expectedOutput(OracleInput input) {
        int[] a = input.ints("a");
        long best = Long.MIN_VALUE;
        int bestStart = -1;
        int bestEnd = -1;
        for (int end = 0; end < a.length; end++) {
            for (int start = 0; start <= end; start++) {
                long sum = 0;
                for (int i = start; i <= end; i++) {
                    sum += a[i];
                }
                if (sum > best) {
                    best = sum;
                    bestStart = start;
                    bestEnd = end;
                }
            }
        }
        return best + " " + bestStart + " " + bestEnd + "\n";
    }
}
