package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of LIS length (strictly increasing). The interface's values are 32-bit ints, so the
 * extremes appear (a sentinel of INT_MAX or INT_MIN, or a comparison by subtraction, breaks there);
 * duplicates test strictness. The prompt asks for no complexity, so the largest array has 5000
 * elements: a plain O(n^2) recurrence runs all the inputs in about a second even in Python (an
 * array of 10^5 took an O(n^2) JavaScript program 26 s of the 30 s limit), while an exponential
 * search over subsequences still cannot finish the arrays of 1000 to 5000 elements. Oracle: a
 * maximum over a Fenwick tree indexed by value rank (best length ending below each value), checked
 * against the O(n^2) recurrence on every array.
 */
public final class LisPlusTests implements PlusTestGenerator {
    private static final int QUADRATIC_LIMIT = 5000;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        add(tests, "empty list", new long[0]);
        add(tests, "one element", new long[] {-7});
        add(tests, "all equal", new long[] {4, 4, 4, 4, 4, 4});
        add(tests, "strictly decreasing", new long[] {9, 8, 5, 3, 0, -2, -10});
        add(tests, "strictly increasing, 20 elements", range(-5, 20));
        add(tests, "duplicates inside an increasing run count once", new long[] {1, 2, 2, 3, 3, 3, 4, 4});
        add(tests, "negative values only", new long[] {-5, -9, -3, -8, -1, -4, -2});
        add(tests, "the longest run does not start at the minimum", new long[] {3, 4, 5, 6, 1, 2});
        add(tests, "a late smaller value must not shorten the answer", new long[] {2, 5, 3, 7, 11, 8, 10, 13, 6, 1});
        add(tests, "32-bit extremes, ending at INT_MAX", new long[] {Integer.MAX_VALUE, Integer.MIN_VALUE, 0,
                Integer.MIN_VALUE + 1, -1, Integer.MAX_VALUE - 1, Integer.MAX_VALUE});
        add(tests, "INT_MIN repeated, then INT_MAX", new long[] {Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE,
                Integer.MAX_VALUE});
        Random rnd = new Random(1221);
        add(tests, "random 1000 elements with many duplicates, values 0..50 (seed 1221)", random(rnd, 1000, 0, 50));
        add(tests, "random 2000 elements over the whole 32-bit range (seed 1222)",
                random(new Random(1222), 2000, Integer.MIN_VALUE, Integer.MAX_VALUE));
        add(tests, "random 5000 elements in -50000..49999 (seed 1223)", random(new Random(1223), 5000, -50_000, 49_999));
        return tests;
    }

    private static void add(List<HiddenTest> tests, String name, long[] arr) {
        List<Object> list = new ArrayList<>();
        Arrays.stream(arr).forEach(list::add);
        tests.add(HiddenTest.function(name, List.of(list), lisLength(arr)));
    }

    static long lisLength(long[] arr) {
        long byRanks = byFenwickOverRanks(arr);
        if (arr.length <= QUADRATIC_LIMIT) {
            long quadratic = byQuadraticRecurrence(arr);
            if (quadratic != byRanks) {
                throw new IllegalStateException("LIS: Fenwick " + byRanks + ", O(n^2) " + quadratic);
            }
        }
        return byRanks;
    }

    private static long byFenwickOverRanks(long[] arr) {
        long[] distinct = Arrays.stream(arr).sorted().distinct().toArray();
        int[] tree = new int[distinct.length + 1];
        int best = 0;
        for (long x : arr) {
            int rank = Arrays.binarySearch(distinct, x) + 1;  // 1-based
            int longestBelow = 0;
            for (int i = rank - 1; i > 0; i -= i & -i) {
                longestBelow = Math.max(longestBelow, tree[i]);
            }
            int length = longestBelow + 1;
            best = Math.max(best, length);
            for (int i = rank; i < tree.length; i += i & -i) {
                tree[i] = Math.max(tree[i], length);
            }
        }
        return best;
    }

    private static long byQuadraticRecurrence(long[] arr) {
        int[] ending = new int[arr.length];
        int best = 0;
        for (int i = 0; i < arr.length; i++) {
            ending[i] = 1;
            for (int j = 0; j < i; j++) {
                if (arr[j] < arr[i]) {
                    ending[i] = Math.max(ending[i], ending[j] + 1);
                }
            }
            best = Math.max(best, ending[i]);
        }
        return best;
    }

    private static long[] range(long from, int count) {
        long[] r = new long[count];
        for (int i = 0; i < count; i++) {
            r[i] = from + i;
        }
        return r;
    }

    private static long[] random(Random rnd, int n, long min, long max) {
        long[] r = new long[n];
        for (int i = 0; i < n; i++) {
            r[i] = min + (long) (rnd.nextDouble() * (max - min + 1));
        }
        return r;
    }
}
