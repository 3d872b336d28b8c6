package dev.algoreval.engine.report;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The ratio of Python's {@code difflib.SequenceMatcher(None, a, b).ratio()} over the code points of
 * two texts: 2·M / (|a| + |b|), M the characters in the Ratcliff–Obershelp matching blocks. The
 * paper reports its solution similarity with this measure, so it is reproduced as difflib computes
 * it, including the "autojunk" rule: when b has at least 200 characters, a character occurring more
 * than |b|/100 + 1 times in b cannot start a match (it can still extend one). That rule makes the
 * ratio depend on which text is b.
 */
final class SequenceSimilarity {
    private static final int AUTOJUNK_MIN_LENGTH = 200;

    private final int[] a;
    private final int[] b;
    private static final int[] NONE = {};

    private final Map<Integer, int[]> positionsInB = new HashMap<>();

    private SequenceSimilarity(String a, String b) {
        this.a = a.codePoints().toArray();
        this.b = b.codePoints().toArray();
        Map<Integer, List<Integer>> positions = new HashMap<>();
        for (int j = 0; j < this.b.length; j++) {
            positions.computeIfAbsent(this.b[j], c -> new ArrayList<>()).add(j);
        }
        if (this.b.length >= AUTOJUNK_MIN_LENGTH) {
            int popular = this.b.length / 100 + 1;
            positions.values().removeIf(p -> p.size() > popular);
        }
        positions.forEach((c, p) -> positionsInB.put(c, p.stream().mapToInt(Integer::intValue).toArray()));
    }

    static double ratio(String a, String b) {
        SequenceSimilarity matcher = new SequenceSimilarity(a, b);
        int length = matcher.a.length + matcher.b.length;
        return length == 0 ? 1.0 : 2.0 * matcher.matchingCharacters() / length;
    }

    private int matchingCharacters() {
        int matched = 0;
        Deque<int[]> ranges = new ArrayDeque<>();
        ranges.push(new int[] {0, a.length, 0, b.length});
        while (!ranges.isEmpty()) {
            int[] r = ranges.pop();
            int[] match = longestMatch(r[0], r[1], r[2], r[3]);
            int i = match[0];
            int j = match[1];
            int size = match[2];
            if (size == 0) {
                continue;
            }
            matched += size;
            if (r[0] < i && r[2] < j) {
                ranges.push(new int[] {r[0], i, r[2], j});
            }
            if (i + size < r[1] && j + size < r[3]) {
                ranges.push(new int[] {i + size, r[1], j + size, r[3]});
            }
        }
        return matched;
    }

    /** difflib's find_longest_match without a junk function: {i, j, size}, the earliest longest block. */
    private int[] longestMatch(int aLow, int aHigh, int bLow, int bHigh) {
        int bestI = aLow;
        int bestJ = bLow;
        int bestSize = 0;
        // j2len of difflib as arrays indexed by j + 1 (0 reads as "no match ending at j"); only the entries
        // written for one i are cleared before the next, which keeps a long pair of programs fast.
        int[] lengthEndingAt = new int[b.length + 1];
        int[] next = new int[b.length + 1];
        int[] written = new int[b.length];
        int writtenCount = 0;
        int[] nextWritten = new int[b.length];
        for (int i = aLow; i < aHigh; i++) {
            int nextCount = 0;
            for (int j : positionsInB.getOrDefault(a[i], NONE)) {
                if (j < bLow) {
                    continue;
                }
                if (j >= bHigh) {
                    break;
                }
                int k = lengthEndingAt[j] + 1;
                next[j + 1] = k;
                nextWritten[nextCount++] = j + 1;
                if (k > bestSize) {
                    bestI = i - k + 1;
                    bestJ = j - k + 1;
                    bestSize = k;
                }
            }
            for (int w = 0; w < writtenCount; w++) {
                lengthEndingAt[written[w]] = 0;
            }
            int[] swap = lengthEndingAt;
            lengthEndingAt = next;
            next = swap;
            swap = written;
            written = nextWritten;
            nextWritten = swap;
            writtenCount = nextCount;
        }
        // Popular characters were left out of the index, not made junk: difflib still extends over them.
        while (bestI > aLow && bestJ > bLow && a[bestI - 1] == b[bestJ - 1]) {
            bestI--;
            bestJ--;
            bestSize++;
        }
        while (bestI + bestSize < aHigh && bestJ + bestSize < bHigh && a[bestI + bestSize] == b[bestJ + bestSize]) {
            bestSize++;
        }
        return new int[] {bestI, bestJ, bestSize};
    }
}
