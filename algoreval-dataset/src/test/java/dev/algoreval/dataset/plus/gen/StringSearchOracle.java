package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.List;

/**
 * Expected results of the string-search hidden tests (KMP, Rabin–Karp): every start index of
 * {@code pattern} in {@code text}, overlapping ones included. It uses the Z-algorithm over
 * pattern, separator, text — a route unlike either algorithm under test — and, where the input is
 * small enough, checks that answer against a brute-force comparison at every position.
 */
final class StringSearchOracle {
    private static final long BRUTE_FORCE_LIMIT = 20_000_000L;
    private static final int SEPARATOR = -1;

    private StringSearchOracle() {
    }

    static List<Object> occurrences(String text, String pattern) {
        List<Object> found = byZAlgorithm(text, pattern);
        if ((long) text.length() * pattern.length() <= BRUTE_FORCE_LIMIT) {
            List<Object> brute = byBruteForce(text, pattern);
            if (!brute.equals(found)) {
                throw new IllegalStateException("Z-algorithm " + found + " and brute force " + brute + " disagree");
            }
        }
        return found;
    }

    private static List<Object> byZAlgorithm(String text, String pattern) {
        int m = pattern.length();
        int[] s = new int[m + 1 + text.length()];
        for (int i = 0; i < m; i++) {
            s[i] = pattern.charAt(i);
        }
        s[m] = SEPARATOR;
        for (int i = 0; i < text.length(); i++) {
            s[m + 1 + i] = text.charAt(i);
        }
        // z[i] = length of the longest common prefix of s and s[i..]; the separator caps it at m
        int[] z = new int[s.length];
        for (int i = 1, left = 0, right = 0; i < s.length; i++) {
            if (i < right) {
                z[i] = Math.min(right - i, z[i - left]);
            }
            while (i + z[i] < s.length && s[z[i]] == s[i + z[i]]) {
                z[i]++;
            }
            if (i + z[i] > right) {
                left = i;
                right = i + z[i];
            }
        }
        List<Object> starts = new ArrayList<>();
        for (int i = m + 1; i < s.length; i++) {
            if (z[i] == m) {
                starts.add((long) (i - m - 1));
            }
        }
        return starts;
    }

    private static List<Object> byBruteForce(String text, String pattern) {
        List<Object> starts = new ArrayList<>();
        for (int i = 0; i + pattern.length() <= text.length(); i++) {
            if (text.regionMatches(i, pattern, 0, pattern.length())) {
                starts.add((long) i);
            }
        }
        return starts;
    }
}
