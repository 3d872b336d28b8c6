package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Inputs shared by the counting, merge and radix sort hidden tests, within [lowest, highest], the values the
 * prompt allows. Expected results come from {@link Arrays#sort(int[])} (a dual-pivot quicksort), a route none
 * of the references takes. The 10^5-element list holds short numbers, so that the drivers' printed results
 * stay within the run's 1 MiB output limit.
 */
final class IntegerSortCases {
    private final int lowest;
    private final int highest;
    private final List<HiddenTest> tests = new ArrayList<>();

    private IntegerSortCases(int lowest, int highest) {
        this.lowest = lowest;
        this.highest = highest;
    }

    /** The shared cases, then whatever the caller adds through {@link #add}. */
    static IntegerSortCases within(int lowest, int highest, long seed) {
        IntegerSortCases cases = new IntegerSortCases(lowest, highest);
        cases.add("empty list");
        cases.add("one element", 7);
        cases.add("two elements out of order", 9, 4);
        cases.add("all elements equal", 5, 5, 5, 5, 5, 5);
        cases.add("already sorted", 0, 1, 2, 3, 5, 8, 13, 21, 34, 55);
        cases.add("sorted in reverse", 90, 81, 72, 63, 54, 45, 36, 27, 18, 9, 0);
        cases.add("the smallest and the largest allowed value, twice each", highest, lowest, highest, 3, lowest);
        Random rnd = new Random(seed);
        cases.add("random: 50 elements with many duplicates (seed " + seed + ")", cases.random(rnd, 50, 0, 6));
        cases.add("random: 2000 elements over the whole allowed range (seed " + seed + ")",
                cases.random(rnd, 2000, lowest, highest));
        cases.add("random: 100000 elements, short numbers (seed " + seed + ")",
                cases.random(rnd, 100_000, Math.max(lowest, -999), Math.min(highest, 9999)));
        return cases;
    }

    IntegerSortCases add(String name, int... values) {
        for (int v : values) {
            if (v < lowest || v > highest) {
                throw new IllegalArgumentException(name + ": " + v + " is outside the prompt's range");
            }
        }
        int[] sorted = values.clone();
        Arrays.sort(sorted);
        tests.add(HiddenTest.function(name, List.of(longs(values)), longs(sorted)));
        return this;
    }

    List<HiddenTest> tests() {
        return List.copyOf(tests);
    }

    /** n values drawn uniformly from [from, to]. */
    int[] random(Random rnd, int n, int from, int to) {
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            values[i] = (int) (from + Math.floorMod(rnd.nextLong(), (long) to - from + 1));
        }
        return values;
    }

    private static List<Object> longs(int[] values) {
        List<Object> list = new ArrayList<>(values.length);
        for (int v : values) {
            list.add((long) v);
        }
        return list;
    }
}
