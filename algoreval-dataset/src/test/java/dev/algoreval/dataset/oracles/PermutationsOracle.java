package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Brute force: counts through all n^n index tuples (base-n odometer), keeps those that use every index
 * once, maps them to the items and sorts the result with the JDK.
 */
public final class PermutationsOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        List<int[]> perms = permutations(input.ints("items"));
        perms.sort(Arrays::compare);
        StringBuilder out = new StringBuilder();
        for (int[] p : perms) {
            out.append(Arrays.stream(p).mapToObj(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        out.append(permutations(input.ints("counted")).size()).append('\n');
        return out.toString();
    }

    private static List<int[]> permutations(int[] items) {
        int n = items.length;
        List<int[]> result = new ArrayList<>();
        long total = 1;
        for (int i = 0; i < n; i++) total *= n;
        for (long code = 0; code < total; code++) {
            int[] perm = new int[n];
            boolean[] seen = new boolean[n];
            long rest = code;
            boolean valid = true;
            for (int pos = 0; pos < n && valid; pos++) {
                int index = (int) (rest % n);
                rest /= n;
                valid = !seen[index];
                seen[index] = true;
                perm[pos] = items[index];
            }
            if (valid) result.add(perm);
        }
        return result;
    }
}
