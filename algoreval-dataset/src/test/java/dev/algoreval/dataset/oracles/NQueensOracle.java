package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Brute force without backtracking: steps through every permutation of the columns (one queen per row
 * and column) in lexicographic order with next-permutation and keeps those with no shared diagonal.
 */
public final class NQueensOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        StringBuilder out = new StringBuilder();
        for (int n : input.ints("sizes")) {
            out.append(n).append(' ').append(solutions(n).size()).append('\n');
        }
        for (int[] solution : solutions(input.integer("listed"))) {
            out.append(Arrays.stream(solution).mapToObj(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        return out.toString();
    }

    /** All solutions, in lexicographic order because the permutations are visited in that order. */
    private static List<int[]> solutions(int n) {
        List<int[]> found = new ArrayList<>();
        int[] cols = new int[n];
        for (int i = 0; i < n; i++) cols[i] = i;
        do {
            if (noSharedDiagonal(cols)) found.add(cols.clone());
        } while (nextPermutation(cols));
        return found;
    }

    private static boolean noSharedDiagonal(int[] cols) {
        for (int r1 = 0; r1 < cols.length; r1++) {
            for (int r2 = r1 + 1; r2 < cols.length; r2++) {
                if (Math.abs(cols[r1] - cols[r2]) == r2 - r1) return false;
            }
        }
        return true;
    }

    private static boolean nextPermutation(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) i--;
        if (i < 0) return false;
        int j = a.length - 1;
        while (a[j] <= a[i]) j--;
        int t = a[i]; a[i] = a[j]; a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l]; a[l] = a[r]; a[r] = t;
        }
        return true;
    }
}
