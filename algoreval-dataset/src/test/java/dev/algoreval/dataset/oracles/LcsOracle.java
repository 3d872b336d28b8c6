package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.List;

/**
 * Brute force: enumerates every subsequence of the shorter string (2^n bitmasks) and keeps the longest
 * one that is also a subsequence of the other string.
 */
public final class LcsOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        StringBuilder out = new StringBuilder();
        for (Object pair : input.list("pairs")) {
            List<?> p = (List<?>) pair;
            String a = (String) p.get(0), b = (String) p.get(1);
            String shorter = a.length() <= b.length() ? a : b;
            String longer = shorter == a ? b : a;
            int best = 0;
            for (int mask = 0; mask < 1 << shorter.length(); mask++) {
                int size = Integer.bitCount(mask);
                if (size <= best) continue;
                StringBuilder sub = new StringBuilder();
                for (int i = 0; i < shorter.length(); i++) {
                    if ((mask >> i & 1) == 1) sub.append(shorter.charAt(i));
                }
                if (isSubsequence(sub, longer)) best = size;
            }
            out.append(best).append('\n');
        }
        return out.toString();
    }

    private static boolean isSubsequence(CharSequence sub, String s) {
        int from = 0;
        for (int i = 0; i < sub.length(); i++) {
            int at = s.indexOf(sub.charAt(i), from);
            if (at < 0) return false;
            from = at + 1;
        }
        return true;
    }
}
