package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * No Huffman tree at all: brute force over every assignment of code lengths 1..n-1 to the n symbols
 * that satisfies Kraft's equality (sum of 2^-length = 1, i.e. a full prefix-code tree), keeping the
 * assignments of minimum total encoded length. It requires that minimum to be attained by exactly one
 * assignment (so every Huffman tree yields those lengths), then derives the canonical codes from the
 * Kraft sums: a symbol's code is the sum of 2^-length over the symbols before it in canonical order,
 * written with its own length in bits.
 */
public final class HuffmanCodingOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        String text = input.string("text");
        Map<Character, Integer> counts = new TreeMap<>();
        for (char c : text.toCharArray()) {
            counts.merge(c, 1, Integer::sum);
        }
        List<Character> symbols = new ArrayList<>(counts.keySet());
        int n = symbols.size();
        if (n < 2 || n > 9) {
            throw new IllegalStateException("brute force needs 2..9 distinct characters, got " + n);
        }
        int maxLen = n - 1;
        int[] lengths = new int[n];
        int[] best = null;
        long bestCost = Long.MAX_VALUE;
        int optimaCount = 0;
        // Odometer over lengths[i] in 1..maxLen.
        java.util.Arrays.fill(lengths, 1);
        while (true) {
            long kraft = 0; // in units of 2^-maxLen
            long cost = 0;
            for (int i = 0; i < n; i++) {
                kraft += 1L << (maxLen - lengths[i]);
                cost += (long) counts.get(symbols.get(i)) * lengths[i];
            }
            if (kraft == 1L << maxLen) {
                if (cost < bestCost) {
                    bestCost = cost;
                    best = lengths.clone();
                    optimaCount = 1;
                } else if (cost == bestCost) {
                    optimaCount++;
                }
            }
            int i = 0;
            while (i < n && lengths[i] == maxLen) {
                lengths[i++] = 1;
            }
            if (i == n) {
                break;
            }
            lengths[i]++;
        }
        if (optimaCount != 1) {
            throw new IllegalStateException(optimaCount + " optimal code-length assignments: code lengths are not unique");
        }

        int[] len = best;
        List<Integer> canonical = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            canonical.add(i);
        }
        canonical.sort((a, b) -> len[a] != len[b] ? Integer.compare(len[a], len[b]) : Character.compare(symbols.get(a), symbols.get(b)));
        Map<Character, String> codes = new TreeMap<>();
        long kraftBefore = 0; // sum of 2^-length of the earlier symbols, in units of 2^-maxLen
        for (int i : canonical) {
            long code = kraftBefore >> (maxLen - len[i]);
            StringBuilder bits = new StringBuilder(Long.toBinaryString(code));
            while (bits.length() < len[i]) {
                bits.insert(0, '0');
            }
            codes.put(symbols.get(i), bits.toString());
            kraftBefore += 1L << (maxLen - len[i]);
        }

        StringBuilder out = new StringBuilder();
        codes.forEach((c, code) -> out.append(c).append(' ').append(code).append('\n'));
        StringBuilder encoded = new StringBuilder();
        for (char c : text.toCharArray()) {
            encoded.append(codes.get(c));
        }
        if (encoded.length() != bestCost) {
            throw new IllegalStateException("encoded length differs from the optimum");
        }
        out.append(encoded.length()).append('\n').append(encoded).append('\n');
        return out.toString();
    }
}
