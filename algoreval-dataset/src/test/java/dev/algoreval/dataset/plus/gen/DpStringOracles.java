package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Oracles for the string DP algorithms, by routes other than the references' full table: edit
 * distance by furthest-reaching diagonals (Ukkonen), LCS length as the longest strictly increasing
 * sequence of match positions (Hunt–Szymanski) found by patience sorting. On small inputs each is
 * checked against a memoised recursion over suffixes.
 */
final class DpStringOracles {
    private static final int RECURSION_LIMIT = 60;

    private DpStringOracles() {
    }

    static long editDistance(String a, String b) {
        long byDiagonals = editDistanceByDiagonals(a, b);
        if (a.length() <= RECURSION_LIMIT && b.length() <= RECURSION_LIMIT) {
            long recursive = editDistanceRecursive(a, b, 0, 0, new HashMap<>());
            if (recursive != byDiagonals) {
                throw new IllegalStateException("edit distance: diagonals " + byDiagonals + ", recursion " + recursive);
            }
        }
        return byDiagonals;
    }

    static long lcsLength(String a, String b) {
        long byMatches = lcsByIncreasingMatches(a, b);
        if (a.length() <= RECURSION_LIMIT && b.length() <= RECURSION_LIMIT) {
            long recursive = lcsRecursive(a, b, 0, 0, new HashMap<>());
            if (recursive != byMatches) {
                throw new IllegalStateException("LCS: match positions " + byMatches + ", recursion " + recursive);
            }
        }
        return byMatches;
    }

    /**
     * far[k] = the furthest row i reached on diagonal j - i = k - n with d edits; each round allows one
     * more edit, then slides along equal characters for free. The answer is the first d whose round
     * reaches (n, m).
     */
    private static long editDistanceByDiagonals(String a, String b) {
        int n = a.length();
        int m = b.length();
        int offset = n + 1;
        int[] far = new int[n + m + 3];
        Arrays.fill(far, Integer.MIN_VALUE);
        for (int d = 0; ; d++) {
            int[] next = new int[far.length];
            Arrays.fill(next, Integer.MIN_VALUE);
            for (int k = -Math.min(d, n); k <= Math.min(d, m); k++) {
                int idx = k + offset;
                int i;
                if (d == 0) {
                    i = 0;
                } else {
                    i = Integer.MIN_VALUE;
                    if (far[idx] != Integer.MIN_VALUE) {
                        i = Math.max(i, far[idx] + 1);       // substitution: both advance
                    }
                    if (far[idx - 1] != Integer.MIN_VALUE) {
                        i = Math.max(i, far[idx - 1]);       // insertion of b[j]: only j advances
                    }
                    if (far[idx + 1] != Integer.MIN_VALUE) {
                        i = Math.max(i, far[idx + 1] + 1);   // deletion of a[i]: only i advances
                    }
                    if (i == Integer.MIN_VALUE) {
                        continue;
                    }
                    i = Math.min(i, Math.min(n, m - k));
                }
                while (i < n && i + k < m && a.charAt(i) == b.charAt(i + k)) {
                    i++;
                }
                next[idx] = i;
            }
            far = next;
            if (m - n + offset >= 0 && m - n + offset < far.length && far[m - n + offset] == n) {
                return d;
            }
        }
    }

    private static long editDistanceRecursive(String a, String b, int i, int j, Map<Long, Long> memo) {
        if (i == a.length()) {
            return b.length() - j;
        }
        if (j == b.length()) {
            return a.length() - i;
        }
        long key = (long) i << 32 | j;
        Long known = memo.get(key);
        if (known != null) {
            return known;
        }
        long best = a.charAt(i) == b.charAt(j) ? editDistanceRecursive(a, b, i + 1, j + 1, memo)
                : 1 + Math.min(editDistanceRecursive(a, b, i + 1, j + 1, memo),
                        Math.min(editDistanceRecursive(a, b, i + 1, j, memo), editDistanceRecursive(a, b, i, j + 1, memo)));
        memo.put(key, best);
        return best;
    }

    /**
     * Every pair (i, j) with a[i] == b[j], listed by increasing i and, for one i, by decreasing j: a
     * common subsequence is then exactly a strictly increasing run of j's in that list.
     */
    private static long lcsByIncreasingMatches(String a, String b) {
        Map<Character, List<Integer>> positionsInB = new HashMap<>();
        for (int j = b.length() - 1; j >= 0; j--) {
            positionsInB.computeIfAbsent(b.charAt(j), c -> new ArrayList<>()).add(j);
        }
        List<Integer> tails = new ArrayList<>();
        for (int i = 0; i < a.length(); i++) {
            for (int j : positionsInB.getOrDefault(a.charAt(i), List.of())) {
                int at = firstNotLess(tails, j);
                if (at == tails.size()) {
                    tails.add(j);
                } else {
                    tails.set(at, j);
                }
            }
        }
        return tails.size();
    }

    private static int firstNotLess(List<Integer> sorted, int value) {
        int lo = 0;
        int hi = sorted.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted.get(mid) < value) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private static long lcsRecursive(String a, String b, int i, int j, Map<Long, Long> memo) {
        if (i == a.length() || j == b.length()) {
            return 0;
        }
        long key = (long) i << 32 | j;
        Long known = memo.get(key);
        if (known != null) {
            return known;
        }
        long best = a.charAt(i) == b.charAt(j) ? 1 + lcsRecursive(a, b, i + 1, j + 1, memo)
                : Math.max(lcsRecursive(a, b, i + 1, j, memo), lcsRecursive(a, b, i, j + 1, memo));
        memo.put(key, best);
        return best;
    }
}
