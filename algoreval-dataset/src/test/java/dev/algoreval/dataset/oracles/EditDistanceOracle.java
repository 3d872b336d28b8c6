package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Top-down recursion over suffixes (the distance between a[i..] and b[j..]), memoized in a HashMap,
 * rather than the bottom-up prefix table of the Wagner–Fischer algorithm.
 */
public final class EditDistanceOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        StringBuilder out = new StringBuilder();
        for (Object pair : input.list("pairs")) {
            List<?> p = (List<?>) pair;
            out.append(distance((String) p.get(0), (String) p.get(1), 0, 0, new HashMap<>())).append('\n');
        }
        return out.toString();
    }

    private static int distance(String a, String b, int i, int j, Map<Long, Integer> memo) {
        if (i == a.length()) return b.length() - j; // insert the rest of b
        if (j == b.length()) return a.length() - i; // delete the rest of a
        long key = (long) i << 32 | j;
        Integer known = memo.get(key);
        if (known != null) return known;
        int result;
        if (a.charAt(i) == b.charAt(j)) {
            result = distance(a, b, i + 1, j + 1, memo);
        } else {
            result = 1 + Math.min(distance(a, b, i + 1, j + 1, memo),          // substitute
                    Math.min(distance(a, b, i + 1, j, memo),                    // delete a[i]
                            distance(a, b, i, j + 1, memo)));                   // insert b[j]
        }
        memo.put(key, result);
        return result;
    }
}
