package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Hidden tests of permutations: distinct integers, possibly none (one empty permutation) or negative,
 * in any order of the result (the comparison sorts it). Up to eight items (40320 permutations, the
 * largest list that fits the file budget), values at the 32-bit extremes and values such as 0 and -1
 * that a program might use as "unused" markers. Oracle: Narayana's next-permutation over positions,
 * not the references' backtracking, checked to produce n! distinct orderings.
 */
public final class PermutationsPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        add(tests, "empty list: one empty permutation", new long[] {});
        add(tests, "one element", new long[] {42});
        add(tests, "one negative element", new long[] {-7});
        add(tests, "two elements", new long[] {5, -5});
        add(tests, "three elements in descending order", new long[] {9, 4, 1});
        add(tests, "0 and -1 among the items (values a program might use as markers)", new long[] {0, -1, 1, 2});
        add(tests, "the 32-bit extremes", new long[] {Integer.MAX_VALUE, Integer.MIN_VALUE, 0});
        add(tests, "four negative values", new long[] {-3, -10, -1, -2147483647});
        add(tests, "five elements, mixed signs", new long[] {-2, 7, 0, 13, -8});
        add(tests, "six elements", new long[] {6, 5, 4, 3, 2, 1});
        add(tests, "seven elements, mixed signs (5040 permutations)", new long[] {-40, 3, 17, -5, 0, 99, -1});
        add(tests, "eight elements (40320 permutations)", new long[] {7, 2, 0, 5, 3, 6, 1, 4});
        return tests;
    }

    private static void add(List<HiddenTest> tests, String name, long[] items) {
        List<Object> args = new ArrayList<>();
        for (long item : items) {
            args.add(item);
        }
        tests.add(HiddenTest.function(name, List.of(args), permutations(items)));
    }

    static List<Object> permutations(long[] items) {
        int n = items.length;
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        List<Object> out = new ArrayList<>();
        Set<List<Long>> seen = new HashSet<>();
        do {
            List<Long> permutation = new ArrayList<>();
            for (int position : order) {
                permutation.add(items[position]);
            }
            seen.add(permutation);
            out.add(new ArrayList<Object>(permutation));
        } while (nextPermutation(order));
        if (out.size() != factorial(n) || seen.size() != out.size()) {
            throw new IllegalStateException(out.size() + " orderings of " + n + " items");
        }
        return out;
    }

    /** Narayana's step: the next larger arrangement of {@code a}, or false after the last. */
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
        swap(a, i, j);
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            swap(a, l, r);
        }
        return true;
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    private static long factorial(int n) {
        long f = 1;
        for (int i = 2; i <= n; i++) {
            f *= i;
        }
        return f;
    }
}
