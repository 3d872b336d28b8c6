package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;

/**
 * The reference strings of the FIFO and LRU hidden tests, the same for both (each with its own oracle). The
 * prompts allow any non-negative page number (a 32-bit int) and any frame count; every snapshot lists all
 * frames, so the long strings keep few frames, which holds the drivers' output under the run's 1 MiB limit.
 */
final class PageReplacementCases {
    private PageReplacementCases() {
    }

    static List<HiddenTest> tests(BiFunction<int[], Integer, List<Object>> oracle) {
        List<HiddenTest> tests = new ArrayList<>();
        Adder add = (name, pages, frameCount) -> tests.add(HiddenTest.function(name,
                List.of(longs(pages), (long) frameCount), oracle.apply(pages, frameCount)));
        add.test("empty reference string", new int[0], 3);
        add.test("one frame: every change of page is a fault", pages(1, 1, 2, 1, 3, 3, 2), 1);
        add.test("more frames than distinct pages: the frames past them stay empty", pages(4, 7, 4, 9, 7, 4), 6);
        add.test("the same page over and over: one fault, then hits", pages(5, 5, 5, 5, 5), 2);
        add.test("page 0 and page numbers up to 2^31 - 1",
                pages(0, Integer.MAX_VALUE, 1_000_000_000, 0, 7, Integer.MAX_VALUE, 1_000_000_000, 8), 2);
        int[] belady = pages(1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5);
        add.test("Belady's reference string with 3 frames", belady, 3);
        add.test("Belady's reference string with 4 frames", belady, 4);
        add.test("an early page referenced again just before the first eviction", pages(1, 2, 3, 1, 4, 1, 5, 2), 3);
        add.test("a cycle one page longer than the frames", cycle(5, 4), 4);
        add.test("as many frames as distinct pages: faults only on first references", cycle(4, 5), 4);
        add.test("hits and faults interleaved, frames refilled in frame order",
                pages(3, 8, 3, 2, 8, 6, 2, 3, 6, 6, 9, 8, 9, 2, 3, 0, 0, 8), 3);
        add.test("random: 300 references to 12 pages, 5 frames (seed 1231)", random(1231, 300, 12), 5);
        add.test("random: 3000 references to 40 pages, 12 frames (seed 1232)", random(1232, 3000, 40), 12);
        add.test("random: 30000 references to 8 pages, 3 frames (seed 1233)", random(1233, 30_000, 8), 3);
        return tests;
    }

    private interface Adder {
        void test(String name, int[] pages, int frameCount);
    }

    private static int[] pages(int... pages) {
        return pages;
    }

    /** Pages 0..distinct-1 in order, repeated. */
    private static int[] cycle(int distinct, int rounds) {
        int[] pages = new int[distinct * rounds];
        for (int i = 0; i < pages.length; i++) {
            pages[i] = i % distinct;
        }
        return pages;
    }

    /** Pages drawn uniformly from a set of distinct page numbers scattered over [0, 1000). */
    private static int[] random(long seed, int length, int distinct) {
        Random rnd = new Random(seed);
        int[] pool = rnd.ints(0, 1000).distinct().limit(distinct).toArray();
        int[] pages = new int[length];
        for (int i = 0; i < length; i++) {
            pages[i] = pool[rnd.nextInt(distinct)];
        }
        return pages;
    }

    private static List<Object> longs(int[] values) {
        List<Object> list = new ArrayList<>(values.length);
        for (int v : values) {
            list.add((long) v);
        }
        return list;
    }
}
