package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;

/** Brute force: checks every subsequence (2^n bitmasks) for being strictly increasing. */
public final class LisOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        StringBuilder out = new StringBuilder();
        for (Object array : input.list("arrays")) {
            int[] arr = OracleInput.toInts(array);
            int best = 0;
            for (int mask = 0; mask < 1 << arr.length; mask++) {
                boolean increasing = true;
                Integer last = null;
                for (int i = 0; i < arr.length && increasing; i++) {
                    if ((mask >> i & 1) == 0) continue;
                    increasing = last == null || arr[i] > last;
                    last = arr[i];
                }
                if (increasing) best = Math.max(best, Integer.bitCount(mask));
            }
            out.append(best).append('\n');
        }
        return out.toString();
    }
}
