package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.List;

/**
 * One probe input sequence of integers, in the order the program receives it. Its second size m is
 * the key range k = max − min + 1 (0 when empty), the k of counting sort's O(n + k) and what fixes
 * radix sort's digit count.
 */
public record ProbeSequence(long[] values, long m, long textBytes) implements ProbeInput {

    public static ProbeSequence of(long[] values) {
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        long bytes = 2;
        for (long v : values) {
            min = Math.min(min, v);
            max = Math.max(max, v);
            bytes += Long.toString(v).length() + 1;
        }
        return new ProbeSequence(values, values.length == 0 ? 0 : max - min + 1, bytes);
    }

    @Override
    public int n() {
        return values.length;
    }

    @Override
    public long estimatedBytes(Representation representation) {
        return textBytes;
    }

    /** The values as the drivers' input encoder takes a list of integers. */
    public List<Object> list() {
        List<Object> out = new ArrayList<>(values.length);
        for (long v : values) {
            out.add(v);
        }
        return out;
    }
}
