package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Oracles of the FIFO and LRU page-replacement hidden tests, each with bookkeeping the Python references do
 * not use: FIFO stamps every frame with the time its page was loaded and scans for the oldest stamp (the
 * reference keeps a queue of pages); LRU keeps the resident pages in a {@link LinkedHashMap} in access order,
 * whose eldest entry is the least recently used page (the reference scans per-frame timestamps).
 */
final class PageReplacementOracles {
    private PageReplacementOracles() {
    }

    /** One snapshot (frameCount page numbers, -1 for an empty frame) per reference, FIFO replacement. */
    static List<Object> fifo(int[] pages, int frameCount) {
        int[] frames = new int[frameCount];
        long[] loadedAt = new long[frameCount];
        Arrays.fill(frames, -1);
        List<Object> snapshots = new ArrayList<>();
        for (int time = 0; time < pages.length; time++) {
            int page = pages[time];
            if (frameHolding(frames, page) < 0) {
                int slot = frameHolding(frames, -1);
                if (slot < 0) {
                    slot = 0;
                    for (int f = 1; f < frameCount; f++) {
                        if (loadedAt[f] < loadedAt[slot]) {
                            slot = f;
                        }
                    }
                }
                frames[slot] = page;
                loadedAt[slot] = time;
            }
            snapshots.add(snapshot(frames));
        }
        return snapshots;
    }

    /** One snapshot (frameCount page numbers, -1 for an empty frame) per reference, LRU replacement. */
    static List<Object> lru(int[] pages, int frameCount) {
        int[] frames = new int[frameCount];
        Arrays.fill(frames, -1);
        // resident page -> its frame, iterated from the least to the most recently used page
        LinkedHashMap<Integer, Integer> byRecency = new LinkedHashMap<>(16, 0.75f, true);
        List<Object> snapshots = new ArrayList<>();
        for (int page : pages) {
            if (byRecency.get(page) == null) { // get() also marks a resident page as most recently used
                int slot = frameHolding(frames, -1);
                if (slot < 0) {
                    Iterator<Map.Entry<Integer, Integer>> eldest = byRecency.entrySet().iterator();
                    slot = eldest.next().getValue();
                    eldest.remove();
                }
                frames[slot] = page;
                byRecency.put(page, slot);
            }
            snapshots.add(snapshot(frames));
        }
        return snapshots;
    }

    /** The lowest-numbered frame holding page, or -1. */
    private static int frameHolding(int[] frames, int page) {
        for (int f = 0; f < frames.length; f++) {
            if (frames[f] == page) {
                return f;
            }
        }
        return -1;
    }

    private static List<Object> snapshot(int[] frames) {
        List<Object> row = new ArrayList<>(frames.length);
        for (int page : frames) {
            row.add((long) page);
        }
        return row;
    }
}
