package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;

/** Brute force: tries every subset of the items (2^n bitmasks) instead of dynamic programming. */
public final class Knapsack01Oracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[] weights = input.ints("weights");
        int[] values = input.ints("values");
        int n = weights.length;
        StringBuilder out = new StringBuilder();
        for (int capacity : input.ints("capacities")) {
            long best = 0;
            for (int mask = 0; mask < 1 << n; mask++) {
                long weight = 0, value = 0;
                for (int i = 0; i < n; i++) {
                    if ((mask >> i & 1) == 1) {
                        weight += weights[i];
                        value += values[i];
                    }
                }
                if (weight <= capacity) best = Math.max(best, value);
            }
            out.append(best).append('\n');
        }
        return out.toString();
    }
}
