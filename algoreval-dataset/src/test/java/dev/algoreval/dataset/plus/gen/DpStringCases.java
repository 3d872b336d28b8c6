package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The string pairs both string DP algorithms (edit distance, LCS length) are tested on: both prompts
 * allow any ASCII strings, either of them empty. Hand-picked edge cases (empty, identical, nothing in
 * common, one character, a transposition, non-letters and case) and seeded random pairs, two of them
 * with DP tables of about 10^6 cells.
 */
final class DpStringCases {
    private static final String PRINTABLE;

    static {
        StringBuilder b = new StringBuilder();
        for (char c = ' '; c <= '~'; c++) {
            b.append(c);
        }
        PRINTABLE = b.toString();
    }

    private DpStringCases() {
    }

    record Pair(String name, String a, String b) {
    }

    static List<Pair> common() {
        List<Pair> p = new ArrayList<>();
        p.add(new Pair("both strings empty", "", ""));
        p.add(new Pair("first string empty", "", "abc"));
        p.add(new Pair("second string empty", "algorithm", ""));
        p.add(new Pair("one character each, equal", "q", "q"));
        p.add(new Pair("one character each, different", "q", "r"));
        p.add(new Pair("identical strings", "dynamic programming", "dynamic programming"));
        p.add(new Pair("one character against a run of it", "x", "xxxx"));
        p.add(new Pair("no common characters, different lengths", "abc", "wxyzuv"));
        p.add(new Pair("two characters swapped", "ab", "ba"));
        p.add(new Pair("kitten / sitting", "kitten", "sitting"));
        p.add(new Pair("one string inside the other", "substring", "a substring of this"));
        p.add(new Pair("spaces, punctuation, digits and case", "Hello, World! 123", "hello world 1-2-3?"));
        p.add(new Pair("repeated characters", "aaaaabbbbb", "ababababab"));
        p.add(new Pair("reversed string", "algorithms 101", new StringBuilder("algorithms 101").reverse().toString()));
        Random rnd = new Random(1211);
        p.add(new Pair("random printable ASCII, 40 and 35 characters (seed 1211)",
                StringSearchCases.randomText(rnd, 40, PRINTABLE), StringSearchCases.randomText(rnd, 35, PRINTABLE)));
        p.add(new Pair("identical 300-character strings", repeatPattern(300), repeatPattern(300)));
        p.add(new Pair("500 a's against 500 b's (nothing in common)", "a".repeat(500), "b".repeat(500)));
        Random large = new Random(1212);
        p.add(new Pair("random DNA strings of 1000 and 1000 characters, 10^6 cells (seed 1212)",
                StringSearchCases.randomText(large, 1000, "acgt"), StringSearchCases.randomText(large, 1000, "acgt")));
        p.add(new Pair("random printable ASCII of 2000 and 300 characters (seed 1213)",
                StringSearchCases.randomText(new Random(1213), 2000, PRINTABLE),
                StringSearchCases.randomText(new Random(1214), 300, PRINTABLE)));
        return p;
    }

    private static String repeatPattern(int length) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; b.length() < length; i++) {
            b.append((char) ('a' + i * 7 % 26));
        }
        return b.toString();
    }
}
