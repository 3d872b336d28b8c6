package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/**
 * Hidden tests of LSD radix sort in base 10, on any non-negative 32-bit integer: up to 2^31 - 1, a
 * ten-digit number, where a loop over digit positions that multiplies a 32-bit place value by 10 overflows.
 */
public final class RadixSortPlusTests implements PlusTestGenerator {
    private static final int MAX = Integer.MAX_VALUE;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        return IntegerSortCases.within(0, MAX, 1261)
                .add("only zeros", 0, 0, 0)
                .add("single digits only: one pass", 7, 3, 9, 0, 3, 1)
                .add("the same digits in different positions", 21, 12, 120, 102, 201, 210, 1, 2, 10, 20)
                .add("zeros inside the numbers", 1009, 1090, 1900, 9001, 109, 190, 19, 91)
                .add("around powers of ten", 100, 99, 1000, 999, 10, 9, 1_000_000_000, 999_999_999, 10_000, 9999)
                .add("ten-digit numbers up to 2^31 - 1", MAX, 2_000_000_000, 1_999_999_999, 1_410_065_408,
                        MAX - 1, 5, 1_000_000_000)
                .tests();
    }
}
