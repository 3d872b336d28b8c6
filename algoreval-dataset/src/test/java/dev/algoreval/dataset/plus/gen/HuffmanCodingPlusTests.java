package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;

/**
 * Hidden tests for canonical Huffman coding: each test calls huffmanCodes(text) and then
 * huffmanEncode(text, codes) with the expected codes (or with a hand-made prefix code, so that an
 * encoder must use the codes it is given). The prompt promises frequencies for which every Huffman
 * tree gives each character the same code length; every text here keeps that promise, checked by
 * {@link #lengths}: at each merge the two lightest weights must be strictly lighter than the third,
 * so the merges, and thus the code lengths, are forced. The oracle builds the tree with two queues
 * (sorted leaves, merged nodes in order) instead of a heap, and numbers the canonical codes per length
 * from the first code of each length (RFC 1951's method) instead of shifting the previous code.
 */
public final class HuffmanCodingPlusTests implements PlusTestGenerator {
    private static final String LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        tests.add(codesThenEncode("two characters once each", "ab"));
        tests.add(codesThenEncode("two characters, one frequent", "aaab"));
        tests.add(codesThenEncode("uppercase sorts before lowercase among equal lengths", "ccccccBBBaaa".substring(0, 11)));
        tests.add(codesThenEncode("the prompt's 37-character text", "ffabdddadgcbfaafgdadddadbffaafdagebcb"));
        tests.add(codesThenEncode("powers of two: one code of each length", text(counts("abcdefgh", 1, 2, 4, 8, 16, 32, 64, 128), new Random(1))));
        tests.add(codesThenEncode("Fibonacci-like counts: a 19-level tree", text(fibonacciLike(20), new Random(2))));
        tests.add(codesThenEncode("one dominant letter", "aaaaaaaaaaaaaaaaaaaabc"));
        tests.add(codesThenEncode("no code of length 2 between lengths 1 and 3",
                text(counts("abcde", 100, 5, 6, 7, 8), new Random(4))));
        tests.add(codesThenEncode("four near-equal counts give four 2-bit codes", text(counts("abcd", 5, 6, 7, 8), new Random(3))));
        tests.add(encodeOnly("an encoder uses the codes it is given", "abacab",
                Map.of("a", "1", "b", "01", "c", "001", "z", "0001")));
        tests.add(encodeOnly("one character, codes with unused entries", "Q", Map.of("Q", "110", "R", "0", "S", "111", "T", "10")));
        Random rnd = new Random(1216L);
        for (int i = 1; i <= 4; i++) {
            String alphabet = LETTERS.substring(0, 3 + rnd.nextInt(20));
            tests.add(codesThenEncode("random text " + i + " over " + alphabet.length() + " letters",
                    text(uniqueCounts(rnd, alphabet, 60), rnd)));
        }
        tests.add(codesThenEncode("all 52 letters", text(uniqueCounts(rnd, LETTERS, 400), rnd)));
        tests.add(codesThenEncode("a 50000-character text (a quadratic string build times out)",
                text(scaledTo(uniqueCounts(new Random(1217L), LETTERS, 2000), 50_000), rnd)));
        return tests;
    }

    private static HiddenTest codesThenEncode(String name, String text) {
        TreeMap<String, Object> codes = canonicalCodes(lengths(frequencies(text))
                .orElseThrow(() -> new IllegalStateException(name + ": code lengths are not forced")));
        List<HiddenTest.Call> calls = List.of(CipherTexts.call("huffmanCodes", text),
                CipherTexts.call("huffmanEncode", text, codes));
        return HiddenTest.calls(name, calls, List.of(codes, encode(text, codes)));
    }

    private static HiddenTest encodeOnly(String name, String text, Map<String, String> codes) {
        TreeMap<String, Object> sorted = new TreeMap<>(codes);
        return HiddenTest.calls(name, List.of(CipherTexts.call("huffmanEncode", text, sorted)),
                List.of(encode(text, sorted)));
    }

    private static String encode(String text, Map<String, Object> codes) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            out.append(codes.get(String.valueOf(c)));
        }
        return out.toString();
    }

    private static TreeMap<Character, Long> frequencies(String text) {
        TreeMap<Character, Long> counts = new TreeMap<>();
        for (char c : text.toCharArray()) {
            counts.merge(c, 1L, Long::sum);
        }
        return counts;
    }

    private record Node(long weight, List<Character> leaves) {
    }

    /**
     * The code length of each character, or empty when some merge has a choice (the second lightest
     * weight equals the third). Two queues: the leaves by weight, and the merged nodes, which come out
     * in non-decreasing weight order.
     */
    static Optional<TreeMap<Character, Integer>> lengths(TreeMap<Character, Long> counts) {
        List<Node> leaves = new ArrayList<>();
        counts.forEach((c, w) -> leaves.add(new Node(w, List.of(c))));
        leaves.sort((a, b) -> Long.compare(a.weight(), b.weight()));
        Deque<Node> first = new ArrayDeque<>(leaves);
        Deque<Node> merged = new ArrayDeque<>();
        TreeMap<Character, Integer> depth = new TreeMap<>();
        counts.keySet().forEach(c -> depth.put(c, 0));
        while (first.size() + merged.size() > 1) {
            Node a = lighter(first, merged);
            Node b = lighter(first, merged);
            Node third = peekLighter(first, merged);
            if (third != null && third.weight() == b.weight()) {
                return Optional.empty();
            }
            List<Character> all = new ArrayList<>(a.leaves());
            all.addAll(b.leaves());
            all.forEach(c -> depth.merge(c, 1, Integer::sum));
            merged.addLast(new Node(a.weight() + b.weight(), all));
        }
        return Optional.of(depth);
    }

    private static Node lighter(Deque<Node> first, Deque<Node> merged) {
        Node next = peekLighter(first, merged);
        return next == first.peekFirst() ? first.pollFirst() : merged.pollFirst();
    }

    private static Node peekLighter(Deque<Node> first, Deque<Node> merged) {
        if (first.isEmpty()) {
            return merged.peekFirst();
        }
        if (merged.isEmpty()) {
            return first.peekFirst();
        }
        return first.peekFirst().weight() <= merged.peekFirst().weight() ? first.peekFirst() : merged.peekFirst();
    }

    /** RFC 1951: count the codes per length, compute each length's first code, number the symbols in order. */
    static TreeMap<String, Object> canonicalCodes(TreeMap<Character, Integer> lengths) {
        int maxLength = Collections.max(lengths.values());
        long[] perLength = new long[maxLength + 1];
        lengths.values().forEach(l -> perLength[l]++);
        long[] nextCode = new long[maxLength + 1];
        long code = 0;
        for (int bits = 1; bits <= maxLength; bits++) {
            code = (code + perLength[bits - 1]) << 1;
            nextCode[bits] = code;
        }
        // perLength[0] is 0, so the first code of length 1 is 0; each length continues after the shorter ones.
        TreeMap<String, Object> codes = new TreeMap<>();
        double kraft = 0;
        for (Map.Entry<Character, Integer> e : lengths.entrySet()) {
            int bits = e.getValue();
            String binary = Long.toBinaryString(nextCode[bits]++);
            codes.put(String.valueOf(e.getKey()), "0".repeat(bits - binary.length()) + binary);
            kraft += Math.pow(2, -bits);
        }
        if (Math.abs(kraft - 1) > 1e-12) {
            throw new IllegalStateException("a Huffman code is complete, but the Kraft sum is " + kraft);
        }
        return codes;
    }

    private static TreeMap<Character, Long> counts(String letters, long... counts) {
        TreeMap<Character, Long> out = new TreeMap<>();
        for (int i = 0; i < letters.length(); i++) {
            out.put(letters.charAt(i), counts[i]);
        }
        return out;
    }

    private static TreeMap<Character, Long> fibonacciLike(int letters) {
        long[] counts = new long[letters];
        counts[0] = 1;
        counts[1] = 2;
        for (int i = 2; i < letters; i++) {
            counts[i] = counts[i - 1] + counts[i - 2];
        }
        return counts(LETTERS.substring(0, letters), counts);
    }

    /** Random counts in 1..maxCount for each letter, drawn again until the code lengths are forced. */
    private static TreeMap<Character, Long> uniqueCounts(Random rnd, String alphabet, int maxCount) {
        for (int attempt = 0; attempt < 10_000; attempt++) {
            TreeMap<Character, Long> counts = new TreeMap<>();
            for (char c : alphabet.toCharArray()) {
                counts.put(c, 1L + rnd.nextInt(maxCount));
            }
            if (lengths(counts).isPresent()) {
                return counts;
            }
        }
        throw new IllegalStateException("no counts with forced code lengths for " + alphabet);
    }

    /** The counts scaled to about {@code total} characters; the scaled ones must force their lengths too. */
    private static TreeMap<Character, Long> scaledTo(TreeMap<Character, Long> counts, long total) {
        long sum = counts.values().stream().mapToLong(Long::longValue).sum();
        for (long extra = 0; extra < 1000; extra++) {
            TreeMap<Character, Long> scaled = new TreeMap<>();
            final long bump = extra;
            counts.forEach((c, n) -> scaled.put(c, Math.max(1, n * total / sum) + (c == 'A' ? bump : 0)));
            if (lengths(scaled).isPresent()) {
                return scaled;
            }
        }
        throw new IllegalStateException("no scaled counts with forced code lengths");
    }

    /** A shuffled text with exactly the given count of each character. */
    private static String text(TreeMap<Character, Long> counts, Random rnd) {
        List<Character> chars = new ArrayList<>();
        counts.forEach((c, n) -> {
            for (long i = 0; i < n; i++) {
                chars.add(c);
            }
        });
        Collections.shuffle(chars, rnd);
        StringBuilder out = new StringBuilder(chars.size());
        chars.forEach(out::append);
        return out.toString();
    }
}
