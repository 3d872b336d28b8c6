package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * The four sorts, on sequences drawn uniformly from the range each prompt promises (random regime) or
 * the same values in descending order (descending regime). Truth: {@link Arrays#sort}, never a
 * reference. Every sort's textbook cost is linear or n log n in n, so a fit near 2 is a hidden
 * quadratic sort in either regime.
 */
final class SortProbe extends ProbeAlgorithm {
    /** Python's heap sort takes about 1 s at 200,000 elements, its merge sort 0.7 s. */
    static final List<Integer> LINEARITHMIC_SIZES = List.of(12_500, 25_000, 50_000, 100_000, 200_000);
    /** Counting sort is cheaper per element (Python about 0.1 s at 400,000). */
    static final List<Integer> COUNTING_SIZES = List.of(25_000, 50_000, 100_000, 200_000, 400_000);
    /** Six passes per element: Python's radix sort takes about 0.6 s at 200,000. */
    static final List<Integer> RADIX_SIZES = LINEARITHMIC_SIZES;

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

    private final String id;
    private final List<Integer> sizes;
    private final Textbook textbook;
    private final Values values;

    private SortProbe(String id, List<Integer> sizes, Textbook textbook, Values values) {
        this.id = id;
        this.sizes = sizes;
        this.textbook = textbook;
        this.values = values;
    }

    static SortProbe heapSort() {
        return new SortProbe("heap-sort", LINEARITHMIC_SIZES, new Textbook("O(n log n)", 1, "n log n", N_LOG_N),
                SortProbe::signed);
    }

    static SortProbe mergeSort() {
        return new SortProbe("merge-sort", LINEARITHMIC_SIZES, new Textbook("O(n log n)", 1, "n log n", N_LOG_N),
                SortProbe::signed);
    }

    /**
     * Keys 0 … k − 1 with k = n / 100: k grows with n, so O(n + k) is linear and an O(n k) program is
     * quadratic, while the count array (at most 4,000 entries) stays in the caches. With k = n the random
     * increments and scattered writes went from cache to memory over the probed sizes, and correct
     * references in five languages fitted 1.5–1.8.
     */
    static SortProbe countingSort() {
        return new SortProbe("counting-sort", COUNTING_SIZES, new Textbook("O(n + k)", 1, "k = n/100: n",
                Textbook.LINEAR), (n, random) -> uniform(n, 0, Math.max(1, n / COUNTING_KEYS_PER_N), random));
    }

    static SortProbe radixSort() {
        return new SortProbe("radix-sort", RADIX_SIZES, new Textbook("O(d (n + b))", 1, "d = 6, b = 10: n", RADIX),
                (n, random) -> uniform(n, 0, RADIX_KEYS, random));
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Regime.Kind inputKind() {
        return Regime.Kind.SEQUENCE;
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        return representation == Representation.DEFAULT ? sizes : List.of();
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        return textbook;
    }

    @Override
    public ProbeInput input(int n, Regime regime, Random random) {
        long[] drawn = values.draw(n, random);
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

    @Override
    public Object expected(ProbeInput input) {
        long[] sorted = ((ProbeSequence) input).values().clone();
        Arrays.sort(sorted);
        return ProbeSequence.of(sorted).list();
    }

    @Override
    public List<Object> args(ProbeInput input, Representation representation) {
        if (representation != Representation.DEFAULT) {
            throw unsupported(id, representation);
        }
        return List.of(((ProbeSequence) input).list());
    }

    private static long[] signed(int n, Random random) {
        return uniform(n, -SIGNED_BOUND, SIGNED_BOUND + 1, random);
    }

    /** n values uniform in [from, to). */
    private static long[] uniform(int n, long from, long to, Random random) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = random.nextLong(from, to);
        }
        return out;
    }
}
