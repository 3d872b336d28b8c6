package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Range-minimum segment tree operation sequences: one and two elements, every range of small arrays
 * (power-of-two and odd lengths) before and after updates, ties, negative values, updates that raise
 * the current minimum (a tree that only ever lowers its nodes fails them), values beyond 32 bits (the
 * interface's values are 64-bit; none needs more than a double's 53-bit mantissa), and 15000 wide
 * queries and updates on 60000 elements. Expected results come from {@link BlockMinima}.
 */
public final class SegmentTreePlusTests implements PlusTestGenerator {

    /** The elements and the minima of blocks of 256, recomputed on update: a second route to each answer. */
    static final class BlockMinima {
        private static final int BLOCK = 256;
        private final long[] elements;
        private final long[] blocks;
        private final long[] initial;
        final DataStructureSession session = new DataStructureSession();

        BlockMinima(long[] arr) {
            initial = arr.clone();
            elements = arr.clone();
            blocks = new long[arr.length / BLOCK + 1];
            for (int b = 0; b < blocks.length; b++) {
                refresh(b);
            }
        }

        void update(int i, long value) {
            elements[i] = value;
            refresh(i / BLOCK);
            session.call("update", i, value);
        }

        void query(int l, int r) {
            long min = Long.MAX_VALUE;
            int i = l;
            while (i <= r) {
                if (i % BLOCK == 0 && i + BLOCK - 1 <= r) {
                    min = Math.min(min, blocks[i / BLOCK]);
                    i += BLOCK;
                } else {
                    min = Math.min(min, elements[i]);
                    i++;
                }
            }
            session.ask("query", min, l, r);
        }

        private void refresh(int b) {
            blocks[b] = Arrays.stream(elements, b * BLOCK, Math.min(elements.length, (b + 1) * BLOCK)).min()
                    .orElse(Long.MAX_VALUE);
        }

        /** The test builds the tree from the array as it was before the updates. */
        HiddenTest test(String name) {
            return session.test(name, Arrays.stream(initial).boxed().toList());
        }
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        BlockMinima one = new BlockMinima(new long[] {7});
        one.query(0, 0);
        one.update(0, -5);
        one.query(0, 0);
        one.update(0, 12);
        one.query(0, 0);
        tests.add(one.test("one element"));

        BlockMinima two = new BlockMinima(new long[] {4, 9});
        everyRange(two, 2);
        two.update(0, 10);
        everyRange(two, 2);
        two.update(1, 10);
        everyRange(two, 2);
        tests.add(two.test("two elements, the minimum moving between them"));

        for (int n : new int[] {16, 11, 7}) {
            Random random = new Random(1500 + n);
            BlockMinima tree = new BlockMinima(random.longs(n, -50, 50).toArray());
            everyRange(tree, n);
            for (int k = 0; k < 3; k++) {
                tree.update(random.nextInt(n), random.nextInt(100) - 50);
            }
            everyRange(tree, n);
            tests.add(tree.test("every range of " + n + " elements, before and after three updates"));
        }

        BlockMinima ties = new BlockMinima(new long[] {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 1});
        everyRange(ties, 12);
        tests.add(ties.test("the minimum occurs several times"));

        BlockMinima equal = new BlockMinima(new long[] {-8, -8, -8, -8, -8, -8});
        equal.query(0, 5);
        equal.update(2, -9);
        equal.query(0, 1);
        equal.query(1, 3);
        equal.query(3, 5);
        tests.add(equal.test("all elements equal and negative"));

        BlockMinima raised = new BlockMinima(new long[] {5, 8, -3, 6, 7, 2, 9, 4});
        raised.query(0, 7);
        raised.update(2, 100);
        raised.query(0, 7);
        raised.query(1, 4);
        raised.update(5, 50);
        raised.query(0, 7);
        raised.query(4, 7);
        raised.update(0, 60);
        everyRange(raised, 8);
        tests.add(raised.test("updates that raise the current minimum"));

        long big = 1L << 40;
        BlockMinima wide = new BlockMinima(new long[] {3 * big, 5_000_000_000L, -2 * big, 4_000_000_000_000_000L,
                -4_000_000_000_000_000L, 2_147_483_648L, -2_147_483_649L, big});
        everyRange(wide, 8);
        wide.update(4, 4_500_000_000_000_000L);
        wide.update(2, 3_000_000_000L);
        everyRange(wide, 8);
        tests.add(wide.test("values beyond 32 bits"));

        BlockMinima aboveInt = new BlockMinima(new long[] {9_000_000_000L, 8_000_000_000L, 7_000_000_000L,
                2_147_483_648L, 6_000_000_000L});
        everyRange(aboveInt, 5);
        tests.add(aboveInt.test("every value above the 32-bit maximum"));

        tests.add(random("500 random operations on 40 elements", 1504, 40, 500, false));
        tests.add(random("4000 random operations on 2000 elements", 1505, 2000, 4000, false));
        tests.add(random("15000 wide queries and updates on 60000 elements", 1506, 60_000, 15_000, true));
        return tests;
    }

    private static void everyRange(BlockMinima tree, int n) {
        for (int l = 0; l < n; l++) {
            for (int r = l; r < n; r++) {
                tree.query(l, r);
            }
        }
    }

    /** Wide queries start in the first tenth and end in the last, so re-scanning them costs the whole array. */
    private static HiddenTest random(String name, long seed, int n, int operations, boolean wide) {
        Random random = new Random(seed);
        BlockMinima tree = new BlockMinima(random.longs(n, -9999, 10_000).toArray());
        for (int k = 0; k < operations; k++) {
            if (random.nextBoolean()) {
                tree.update(random.nextInt(n), random.nextInt(19_999) - 9999);
            } else if (wide) {
                tree.query(random.nextInt(n / 10), n - 1 - random.nextInt(n / 10));
            } else {
                int i = random.nextInt(n);
                int j = random.nextInt(n);
                tree.query(Math.min(i, j), Math.max(i, j));
            }
        }
        return tree.test(name);
    }
}
