package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of heap sort, which sorts its list in place: the expected result is the list after the
 * call, from the JDK's {@link Arrays#sort(int[])} (a dual-pivot quicksort, not a heap). Edge cases by
 * hand (empty, one element, ties, the 32-bit extremes, shapes that stress the sift-down bounds) and
 * seeded random lists, one of 100,000 elements that a quadratic sort cannot finish in time.
 */
public final class HeapSortPlusTests implements PlusTestGenerator {

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        tests.add(test("empty list", new int[0]));
        tests.add(test("one element", new int[] {-5}));
        tests.add(test("two elements out of order", new int[] {2, 1}));
        tests.add(test("two equal elements", new int[] {7, 7}));
        tests.add(test("three elements, largest in the middle", new int[] {1, 3, 2}));
        tests.add(test("already sorted", range(1, 20)));
        tests.add(test("reverse sorted", reversed(range(-10, 11))));
        tests.add(test("all equal", filled(9, 4)));
        tests.add(test("32-bit extremes and zero", new int[] {Integer.MAX_VALUE, 0, Integer.MIN_VALUE, -1,
                Integer.MAX_VALUE, Integer.MIN_VALUE, 1}));
        tests.add(test("only negative numbers", new int[] {-3, -100, -1, -100, -42, -7}));
        tests.add(test("a last parent with one child (even length)", new int[] {4, 10, 3, 5, 1, 8}));
        tests.add(test("a last parent with two children (odd length)", new int[] {4, 10, 3, 5, 1, 8, 2}));
        tests.add(test("organ pipe", new int[] {1, 3, 5, 7, 9, 8, 6, 4, 2, 0}));
        tests.add(test("the prompt's list", new int[] {23, -7, 0, 15, -7, 42, 8, -19, 15, 3, 0, 99, -1, 8, 27}));
        Random rnd = new Random(1201);
        tests.add(test("random, 1000 elements of the full 32-bit range (seed 1201)", random(rnd, 1000,
                Integer.MIN_VALUE, Integer.MAX_VALUE)));
        tests.add(test("random, 2000 elements in [-5, 5]: many duplicates (seed 1201)", random(rnd, 2000, -5, 5)));
        tests.add(test("random, 100000 elements in [-999, 999] (seed 1201)", random(rnd, 100_000, -999, 999)));
        return tests;
    }

    private static HiddenTest test(String name, int[] arr) {
        int[] sorted = arr.clone();
        Arrays.sort(sorted);
        return HiddenTest.function(name, List.of(list(arr)), list(sorted));
    }

    private static List<Object> list(int[] values) {
        List<Object> out = new ArrayList<>(values.length);
        for (int v : values) {
            out.add((long) v);
        }
        return out;
    }

    private static int[] range(int from, int toExclusive) {
        int[] out = new int[toExclusive - from];
        for (int i = 0; i < out.length; i++) {
            out[i] = from + i;
        }
        return out;
    }

    private static int[] reversed(int[] values) {
        int[] out = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = values[values.length - 1 - i];
        }
        return out;
    }

    private static int[] filled(int n, int value) {
        int[] out = new int[n];
        Arrays.fill(out, value);
        return out;
    }

    private static int[] random(Random rnd, int n, int min, int max) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = (int) (min + (long) (rnd.nextDouble() * ((long) max - min + 1)));
        }
        return out;
    }
}
