package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/**
 * Hidden tests of counting sort. The prompt promises non-negative "small values, so that an array of counts
 * indexed by value is practical"; these tests read that as at most 10^6 (a 4 MB count array), and reach it.
 */
public final class CountingSortPlusTests implements PlusTestGenerator {
    static final int LARGEST_VALUE = 1_000_000;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        return IntegerSortCases.within(0, LARGEST_VALUE, 1241)
                .add("only zeros", 0, 0, 0, 0)
                .add("zeros among other values", 3, 0, 1, 0, 2, 0)
                .add("a few values far apart", LARGEST_VALUE, 0, 500_000, 17, 999_999)
                .add("values larger than the list is long", 1000, 20, 300, 4000, 50)
                .tests();
    }
}
