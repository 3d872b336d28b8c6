package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/**
 * Hidden tests of merge sort, on any 32-bit integers: negatives, and the extremes, where comparing by
 * subtraction overflows. The prompt's "the input list is left unchanged" is not tested: each driver passes the
 * model a fresh list and does not look at it after the call.
 */
public final class MergeSortPlusTests implements PlusTestGenerator {
    private static final int MIN = Integer.MIN_VALUE;
    private static final int MAX = Integer.MAX_VALUE;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        return IntegerSortCases.within(MIN, MAX, 1251)
                .add("negative numbers only", -3, -17, -1, -200, -17, -5)
                .add("negatives, zeros and positives mixed", 4, -4, 0, 12, -12, 0, 1, -1)
                .add("extremes next to values of the other sign (a subtracting comparison overflows)",
                        MAX, -1, MIN, 1, 0, MIN + 1, MAX - 1, -2, 2)
                .add("odd length with a duplicate of the largest", 6, 2, 9, 9, 1, 5, 3)
                .tests();
    }
}
