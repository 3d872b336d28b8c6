package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of the 0/1 knapsack. The prompt promises positive weights and values, a non-negative
 * capacity and an integer result, but no 64-bit result, so every optimum stays below 2^31 (one test
 * comes close to it). Capacities stay small enough for a table over capacities (the two large tests
 * have 10^6 cells). Oracle: a DP over total value (the least weight reaching each value, a different
 * recurrence from the references' best value per capacity), and brute force over all subsets for up
 * to 20 items, each checked against the other where both apply.
 */
public final class Knapsack01PlusTests implements PlusTestGenerator {
    private static final int BRUTE_FORCE_ITEMS = 20;
    private static final long VALUE_DP_LIMIT = 2_000_000;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        add(tests, "capacity 0", new long[] {1, 2, 3}, new long[] {10, 20, 30}, 0);
        add(tests, "no items", new long[0], new long[0], 50);
        add(tests, "every item heavier than the capacity", new long[] {11, 12, 30}, new long[] {5, 6, 7}, 10);
        add(tests, "one item that fits exactly", new long[] {7}, new long[] {42}, 7);
        add(tests, "all items fit", new long[] {1, 2, 3, 4}, new long[] {5, 6, 7, 8}, 100);
        add(tests, "greedy by value ratio fails", new long[] {10, 20, 30}, new long[] {60, 100, 120}, 50);
        add(tests, "greedy by largest value fails", new long[] {9, 5, 5}, new long[] {10, 7, 7}, 10);
        add(tests, "identical items, each usable once", new long[] {3, 3, 3}, new long[] {5, 5, 5}, 100);
        add(tests, "an item heavier than the capacity among light ones", new long[] {2, 50, 3, 4},
                new long[] {3, 1000, 4, 5}, 9);
        add(tests, "best value leaves capacity unused", new long[] {6, 5, 5}, new long[] {30, 20, 20}, 10);
        add(tests, "optimum near 2^31 (2,000,000,000)", new long[] {5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5},
                new long[] {200_000_000, 200_000_000, 200_000_000, 200_000_000, 200_000_000, 200_000_000,
                        200_000_000, 200_000_000, 200_000_000, 200_000_000, 150_000_000}, 50);
        Random rnd = new Random(1231);
        long[][] small = randomItems(rnd, 20, 1, 30, 1, 100);
        add(tests, "random 20 items, capacity 100 (seed 1231)", small[0], small[1], 100);
        long[][] many = randomItems(new Random(1232), 1000, 1, 100, 1, 1000);
        add(tests, "random 1000 items, capacity 1000: 10^6 cells (seed 1232)", many[0], many[1], 1000);
        long[][] heavy = randomItems(new Random(1233), 100, 100, 2000, 1, 10_000);
        add(tests, "random 100 items, capacity 10000: 10^6 cells (seed 1233)", heavy[0], heavy[1], 10_000);
        return tests;
    }

    private static void add(List<HiddenTest> tests, String name, long[] weights, long[] values, long capacity) {
        List<Object> w = new ArrayList<>();
        List<Object> v = new ArrayList<>();
        Arrays.stream(weights).forEach(w::add);
        Arrays.stream(values).forEach(v::add);
        tests.add(HiddenTest.function(name, List.of(w, v, capacity), best(weights, values, capacity)));
    }

    static long best(long[] weights, long[] values, long capacity) {
        Long byValue = Arrays.stream(values).sum() <= VALUE_DP_LIMIT ? byValueDp(weights, values, capacity) : null;
        Long bySubsets = weights.length <= BRUTE_FORCE_ITEMS ? bySubsets(weights, values, capacity) : null;
        if (byValue == null && bySubsets == null) {
            throw new IllegalStateException("no oracle applies to " + weights.length + " items");
        }
        if (byValue != null && bySubsets != null && !byValue.equals(bySubsets)) {
            throw new IllegalStateException("knapsack: value DP " + byValue + ", subsets " + bySubsets);
        }
        long result = byValue != null ? byValue : bySubsets;
        if (result > Integer.MAX_VALUE) {
            throw new IllegalStateException("the optimum " + result + " does not fit the interface's int");
        }
        return result;
    }

    /** leastWeight[v] = the least total weight of a selection worth exactly v (each item once). */
    private static long byValueDp(long[] weights, long[] values, long capacity) {
        int total = (int) Arrays.stream(values).sum();
        long[] leastWeight = new long[total + 1];
        Arrays.fill(leastWeight, Long.MAX_VALUE);
        leastWeight[0] = 0;
        for (int i = 0; i < weights.length; i++) {
            for (int v = total; v >= values[i]; v--) {
                long before = leastWeight[v - (int) values[i]];
                if (before != Long.MAX_VALUE) {
                    leastWeight[v] = Math.min(leastWeight[v], before + weights[i]);
                }
            }
        }
        for (int v = total; v >= 0; v--) {
            if (leastWeight[v] <= capacity) {
                return v;
            }
        }
        throw new IllegalStateException("the empty selection always fits");
    }

    private static long bySubsets(long[] weights, long[] values, long capacity) {
        long best = 0;
        for (int mask = 0; mask < 1 << weights.length; mask++) {
            long weight = 0;
            long value = 0;
            for (int i = 0; i < weights.length; i++) {
                if ((mask >> i & 1) == 1) {
                    weight += weights[i];
                    value += values[i];
                }
            }
            if (weight <= capacity) {
                best = Math.max(best, value);
            }
        }
        return best;
    }

    private static long[][] randomItems(Random rnd, int n, int minWeight, int maxWeight, int minValue, int maxValue) {
        long[][] items = new long[2][n];
        for (int i = 0; i < n; i++) {
            items[0][i] = minWeight + rnd.nextInt(maxWeight - minWeight + 1);
            items[1][i] = minValue + rnd.nextInt(maxValue - minValue + 1);
        }
        return items;
    }
}
