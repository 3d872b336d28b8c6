package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.CipherTexts.call;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests for the Z-algorithm: each test calls zFunction or zSearch. Strings of one character,
 * of one repeated letter, periodic and random ones, characters outside the letters (space, '$', which
 * a search may use as its separator, '#'), case; searches with overlapping matches, none, a pattern
 * longer than the text or equal to it. Two large inputs (a 40000-letter run, a 60000-letter search for
 * a 2000-letter pattern) time out the quadratic Z-array. The oracle compares characters directly
 * (the longest common prefix at every position; a match test at every start), with the closed form
 * z[i] = n - i for a run of one letter, where direct comparison would itself be quadratic.
 */
public final class ZAlgorithmPlusTests implements PlusTestGenerator {

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        tests.add(test("one character", zFunction("x")));
        tests.add(test("one letter repeated, and all letters distinct", zFunction("aaaaaaa"), zFunction("abcdefg")));
        tests.add(test("the classic aabcaabxaaaz, and periodic strings", zFunction("aabcaabxaaaz"),
                zFunction("abababab"), zFunction("abcabcabcab")));
        tests.add(test("spaces, '$' and '#' are characters like any other", zFunction("a$a$a$"), zFunction("ab ab ab!"),
                zFunction("#$#$##")));
        tests.add(test("case matters", zFunction("aAaAaa"), zFunction("Zz Zz")));
        tests.add(test("overlapping occurrences", zSearch("aaaaaa", "aa"), zSearch("abababa", "aba")));
        tests.add(test("no occurrence, a pattern longer than the text, the text itself",
                zSearch("hello world", "xyz"), zSearch("abc", "abcd"), zSearch("same text", "same text")));
        tests.add(test("patterns with spaces and single letters", zSearch("a b a b a", "a b"), zSearch("a b a b a", " "),
                zSearch("mississippi", "s"), zSearch("mississippi", "issi")));
        tests.add(test("matches only at the start and the end", zSearch("abcxxxxabc", "abc"), zSearch("ab", "b")));
        Random rnd = new Random(1221L);
        tests.add(test("random strings over two and three letters", zFunction(random(rnd, "ab", 2000)),
                zFunction(random(rnd, "abc", 500)), zFunction(random(rnd, "ab$ ", 300))));
        tests.add(test("random searches", zSearch(random(rnd, "ab ", 3000), "aba"), zSearch(random(rnd, "ab", 3000), "abba"),
                zSearch(random(rnd, "a ", 2000), "a a a")));
        tests.add(test("a Fibonacci word: many overlapping periodic matches", zFunction(fibonacciWord(4000)),
                zSearch(fibonacciWord(4000), fibonacciWord(89))));
        tests.add(test("a 40000-letter run (a quadratic Z-array times out)", zFunction("a".repeat(40_000))));
        tests.add(test("searching a 2000-letter run in a 60000-letter run", zSearch("a".repeat(60_000), "a".repeat(2_000))));
        return tests;
    }

    private static String random(Random rnd, String alphabet, int length) {
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
        }
        return out.toString();
    }

    /** The prefix of length {@code length} of the Fibonacci word over a and b. */
    private static String fibonacciWord(int length) {
        String previous = "a";
        String current = "ab";
        while (current.length() < length) {
            String next = current + previous;
            previous = current;
            current = next;
        }
        return current.substring(0, length);
    }

    private static HiddenTest.Call zFunction(String s) {
        return call("zFunction", s);
    }

    private static HiddenTest.Call zSearch(String text, String pattern) {
        return call("zSearch", text, pattern);
    }

    private static HiddenTest test(String name, HiddenTest.Call... calls) {
        List<Object> expected = new ArrayList<>();
        for (HiddenTest.Call c : calls) {
            String first = (String) c.args().get(0);
            expected.add(c.method().equals("zFunction") ? zArray(first) : occurrences(first, (String) c.args().get(1)));
        }
        return HiddenTest.calls(name, List.of(calls), expected);
    }

    private static List<Object> zArray(String s) {
        int n = s.length();
        List<Object> z = new ArrayList<>(n);
        boolean oneLetter = s.chars().distinct().count() == 1;
        for (int i = 0; i < n; i++) {
            z.add((long) (i == 0 || oneLetter ? n - i : commonPrefix(s, i)));
        }
        return z;
    }

    private static int commonPrefix(String s, int i) {
        int k = 0;
        while (i + k < s.length() && s.charAt(k) == s.charAt(i + k)) {
            k++;
        }
        return k;
    }

    private static List<Object> occurrences(String text, String pattern) {
        List<Object> starts = new ArrayList<>();
        for (int i = 0; i + pattern.length() <= text.length(); i++) {
            if (text.startsWith(pattern, i)) {
                starts.add((long) i);
            }
        }
        return starts;
    }
}
