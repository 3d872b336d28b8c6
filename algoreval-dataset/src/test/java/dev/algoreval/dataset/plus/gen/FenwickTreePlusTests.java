package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Fenwick tree operation sequences: n = 1, nothing added, every prefix and every range of small trees
 * (power-of-two and other sizes, where the last index's node is easy to miss), negative values,
 * repeated adds to one index, sums beyond 32 bits (the interface's sums and deltas are 64-bit), and
 * 20000 operations on 10^5 elements, which a tree re-scanning the elements cannot answer in time.
 * Expected results come from {@link BlockSums}, square-root blocks over a plain array.
 */
public final class FenwickTreePlusTests implements PlusTestGenerator {

    /** The elements and the sums of blocks of 256: add in O(1), a prefix in O(sqrt n). */
    static final class BlockSums {
        private static final int BLOCK = 256;
        private final long[] elements;
        private final long[] blocks;
        final DataStructureSession session = new DataStructureSession();

        BlockSums(int n) {
            elements = new long[n];
            blocks = new long[n / BLOCK + 1];
        }

        void add(int i, long delta) {
            elements[i] += delta;
            blocks[i / BLOCK] += delta;
            session.call("add", i, delta);
        }

        void prefixSum(int i) {
            session.ask("prefixSum", sumTo(i), i);
        }

        void rangeSum(int l, int r) {
            session.ask("rangeSum", sumTo(r) - (l == 0 ? 0 : sumTo(l - 1)), l, r);
        }

        private long sumTo(int i) {
            long sum = 0;
            int b = 0;
            while ((b + 1) * BLOCK - 1 <= i) {
                sum += blocks[b++];
            }
            for (int j = b * BLOCK; j <= i; j++) {
                sum += elements[j];
            }
            return sum;
        }
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        BlockSums one = new BlockSums(1);
        one.prefixSum(0);
        one.add(0, 5);
        one.prefixSum(0);
        one.rangeSum(0, 0);
        one.add(0, -7);
        one.prefixSum(0);
        one.rangeSum(0, 0);
        tests.add(one.session.test("one element", 1));

        BlockSums zeros = new BlockSums(8);
        for (int i = 0; i < 8; i++) {
            zeros.prefixSum(i);
        }
        zeros.rangeSum(2, 6);
        zeros.rangeSum(7, 7);
        tests.add(zeros.session.test("nothing added: every sum is 0", 8));

        for (int n : new int[] {16, 13}) {
            BlockSums all = new BlockSums(n);
            Random random = new Random(1400 + n);
            for (int i = 0; i < n; i++) {
                all.add(i, random.nextInt(201) - 100);
            }
            everySum(all, n);
            tests.add(all.session.test("every prefix and every range of " + n + " elements", n));
        }

        BlockSums negative = new BlockSums(10);
        for (int i = 0; i < 10; i++) {
            negative.add(i, -(i + 1) * 3L);
        }
        negative.rangeSum(0, 9);
        negative.rangeSum(3, 3);
        negative.add(4, 40);
        negative.prefixSum(4);
        negative.rangeSum(4, 9);
        negative.prefixSum(9);
        tests.add(negative.session.test("negative values", 10));

        BlockSums repeated = new BlockSums(6);
        for (int k = 1; k <= 20; k++) {
            repeated.add(3, k % 2 == 0 ? k : -k);
            repeated.rangeSum(3, 3);
        }
        repeated.rangeSum(0, 2);
        repeated.rangeSum(4, 5);
        repeated.prefixSum(5);
        tests.add(repeated.session.test("repeated adds to one index accumulate", 6));

        BlockSums last = new BlockSums(32);
        last.add(31, 9);
        last.add(0, 1);
        last.add(15, 4);
        everySum(last, 32);
        tests.add(last.session.test("the first, middle and last index of 32 elements", 32));

        BlockSums wide = new BlockSums(64);
        for (int i = 0; i < 64; i++) {
            wide.add(i, i % 3 == 2 ? Integer.MIN_VALUE : Integer.MAX_VALUE);
        }
        for (int i = 0; i < 64; i += 7) {
            wide.prefixSum(i);
            wide.rangeSum(i, 63);
        }
        wide.add(10, Integer.MAX_VALUE);
        wide.rangeSum(5, 40);
        wide.prefixSum(63);
        tests.add(wide.session.test("32-bit deltas whose sums need 64 bits", 64));

        BlockSums large = new BlockSums(40);
        Random r64 = new Random(1403);
        for (int i = 0; i < 40; i++) {
            large.add(i, (r64.nextLong() % 4_000_000_000_000L));
        }
        everySum(large, 40);
        tests.add(large.session.test("64-bit deltas up to 4e12 in magnitude", 40));

        tests.add(random("500 random operations on 50 elements", 1404, 50, 500, 1000));
        tests.add(random("5000 random operations on 3000 elements", 1405, 3000, 5000, 1_000_000));
        tests.add(random("20000 random operations on 100000 elements", 1406, 100_000, 20_000, 1_000_000_000));
        return tests;
    }

    private static void everySum(BlockSums tree, int n) {
        for (int i = 0; i < n; i++) {
            tree.prefixSum(i);
        }
        for (int l = 0; l < n; l++) {
            for (int r = l; r < n; r++) {
                tree.rangeSum(l, r);
            }
        }
    }

    private static HiddenTest random(String name, long seed, int n, int operations, int bound) {
        Random random = new Random(seed);
        BlockSums tree = new BlockSums(n);
        for (int k = 0; k < operations; k++) {
            int i = random.nextInt(n);
            int j = random.nextInt(n);
            switch (random.nextInt(4)) {
                case 0, 1 -> tree.add(i, random.nextInt(2 * bound + 1) - bound);
                case 2 -> tree.prefixSum(i);
                default -> tree.rangeSum(Math.min(i, j), Math.max(i, j));
            }
        }
        return tree.session.test(name, n);
    }
}
