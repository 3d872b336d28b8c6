package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Brute force over all permutations of the processes in lexicographic order: the first permutation
 * in which every process's remaining need fits the work available at its turn is the lexicographically
 * smallest safe sequence; a state is safe iff some permutation qualifies.
 */
public final class BankersAlgorithmOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[] available = input.ints("available");
        int[][] max = input.intMatrix("max");
        int[][] allocation = input.intMatrix("allocation");
        StringBuilder out = new StringBuilder();
        for (int[] avail : new int[][] {available, input.ints("tightAvailable")}) {
            int[] seq = smallestSafeSequence(avail, max, allocation);
            out.append(seq == null ? "unsafe"
                    : "safe sequence: " + IntStream.of(seq).mapToObj(String::valueOf).collect(Collectors.joining(" ")))
                    .append('\n');
        }
        for (Object entry : input.list("requests")) {
            List<?> pair = (List<?>) entry;
            int p = OracleInput.toInt(pair.get(0));
            int[] request = OracleInput.toInts(pair.get(1));
            String result;
            boolean exceedsNeed = false, exceedsAvailable = false;
            for (int j = 0; j < available.length; j++) {
                exceedsNeed |= request[j] > max[p][j] - allocation[p][j];
                exceedsAvailable |= request[j] > available[j];
            }
            if (exceedsNeed) {
                result = "error";
            } else if (exceedsAvailable) {
                result = "wait";
            } else {
                int[] newAvailable = new int[available.length];
                int[][] newAllocation = new int[allocation.length][];
                for (int i = 0; i < allocation.length; i++) {
                    newAllocation[i] = allocation[i].clone();
                }
                for (int j = 0; j < available.length; j++) {
                    newAvailable[j] = available[j] - request[j];
                    newAllocation[p][j] += request[j];
                }
                result = smallestSafeSequence(newAvailable, max, newAllocation) != null ? "granted" : "unsafe";
            }
            out.append('P').append(p).append(": ").append(result).append('\n');
        }
        return out.toString();
    }

    private static int[] smallestSafeSequence(int[] available, int[][] max, int[][] allocation) {
        int n = max.length;
        int[] perm = IntStream.range(0, n).toArray();
        do {
            if (completes(perm, available, max, allocation)) {
                return perm;
            }
        } while (nextPermutation(perm));
        return null;
    }

    private static boolean completes(int[] order, int[] available, int[][] max, int[][] allocation) {
        int[] work = available.clone();
        for (int p : order) {
            for (int j = 0; j < work.length; j++) {
                if (max[p][j] - allocation[p][j] > work[j]) {
                    return false;
                }
            }
            for (int j = 0; j < work.length; j++) {
                work[j] += allocation[p][j];
            }
        }
        return true;
    }

    private static boolean nextPermutation(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = a.length - 1;
        while (a[j] <= a[i]) {
            j--;
        }
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l];
            a[l] = a[r];
            a[r] = t;
        }
        return true;
    }
}
