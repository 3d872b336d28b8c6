package dev.algoreval.engine.probe;

import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Inputs and truth of the sort probes: sequences drawn uniformly from the range each prompt promises
 * (random regime) or the same values in descending order (descending regime). Truth: {@link Arrays#sort},
 * never a reference.
 */
final class Sorts {
    static final Textbook.Cost N_LOG_N = (n, m) -> n * Math.log(Math.max(2, n));
    /** d (n + b): d the decimal digits of the largest key (the keys start near 0), b = 10 buckets. */
    static final Textbook.Cost RADIX = (n, m) -> Long.toString(Math.max(1, (long) m - 1)).length() * (n + 10);
    /** Counting sort's key range k is n / this. */
    static final int COUNTING_KEYS_PER_N = 100;
    /** The radix inputs' keys: below 10⁶, so six decimal digits (one pass each) whatever n is. */
    static final long RADIX_KEYS = 1_000_000L;
    /** Heap and merge sort: negative and positive, inside 32 bits. */
    static final long SIGNED_BOUND = 1_000_000_000L;

    /** n values drawn in the prompt's range. */
    @FunctionalInterface
    interface Values {
        long[] draw(int n, Random random);
    }

    private Sorts() {
    }

    /** The drawn values as the regime orders them: as drawn, or sorted into descending order. */
    static ProbeSequence inRegimeOrder(long[] drawn, Regime regime) {
        if (regime == Regime.DESCENDING) {
            Arrays.sort(drawn);
            for (int i = 0, j = drawn.length - 1; i < j; i++, j--) {
                long t = drawn[i];
                drawn[i] = drawn[j];
                drawn[j] = t;
            }
        }
        return ProbeSequence.of(drawn);
    }

    static long[] signed(int n, Random random) {
        return uniform(n, -SIGNED_BOUND, SIGNED_BOUND + 1, random);
    }

    /** Keys 0 … k − 1 with k = n / {@link #COUNTING_KEYS_PER_N}, at least 1. */
    static long[] countingKeys(int n, Random random) {
        return uniform(n, 0, Math.max(1, n / COUNTING_KEYS_PER_N), random);
    }

    static long[] radixKeys(int n, Random random) {
        return uniform(n, 0, RADIX_KEYS, random);
    }

    /** n values uniform in [from, to). */
    private static long[] uniform(int n, long from, long to, Random random) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = random.nextLong(from, to);
        }
        return out;
    }

    static Object sorted(ProbeSequence sequence) {
        long[] sorted = sequence.values().clone();
        Arrays.sort(sorted);
        return ProbeSequence.of(sorted).list();
    }

    /** The one argument: the sequence as a list. */
    static List<Object> argument(ProbeSequence sequence) {
        return List.of(sequence.list());
    }
}
