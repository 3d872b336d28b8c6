package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The searches both string-search algorithms (KMP, Rabin–Karp) are tested on: both prompts promise
 * non-empty ASCII text and pattern, and neither rules out a pattern longer than the text. Hand-picked
 * edge cases (lengths, overlaps, non-letters, periodic patterns that a failure function without its
 * fallback chain gets wrong) and three texts of 10^5 characters.
 */
final class StringSearchCases {
    static final int LARGE = 100_000;

    private StringSearchCases() {
    }

    record Search(String name, String text, String pattern) {
        HiddenTest test() {
            return HiddenTest.function(name, List.of(text, pattern), StringSearchOracle.occurrences(text, pattern));
        }
    }

    static List<Search> common() {
        List<Search> s = new ArrayList<>();
        s.add(new Search("pattern longer than the text", "abc", "abcd"));
        s.add(new Search("pattern equal to the text", "abracadabra", "abracadabra"));
        s.add(new Search("one-character text and pattern, equal", "x", "x"));
        s.add(new Search("one-character text, different pattern", "x", "y"));
        s.add(new Search("one-character pattern occurring many times", "banana bandana", "a"));
        s.add(new Search("overlapping occurrences aaaa / aa", "aaaa", "aa"));
        s.add(new Search("only match at the very end", "xyxyxyxyxyxz", "xyxz"));
        s.add(new Search("case matters", "Aa aA AA aa aAa", "aA"));
        s.add(new Search("spaces, punctuation and digits", "x = [1, 2, 1, 2]; f(1, 2) == 1, 2!", "1, 2"));
        s.add(new Search("a pattern of spaces overlaps itself", "a  b   c    d", "  "));
        s.add(new Search("periodic pattern aabaaab after a near miss", "aabaabaaabaaab", "aabaaab"));
        s.add(new Search("failure chain needs more than one fallback", "aaaabaaaabaaaaab", "aaaab"));
        s.add(new Search("failure value of aaab needs two fallbacks in a row", "aaabaabaaab", "aaab"));
        s.add(new Search("classic ABABCABAB", "ABABDABACDABABCABAB", "ABABCABAB"));
        s.add(new Search("no occurrence although every window starts alike", "abcabcabcabcabcabc", "abcabd"));
        Random rnd = new Random(1201);
        s.add(new Search("random text of 10^5 characters over {a, b}, pattern of 10 (seed 1201)",
                randomText(rnd, LARGE, "ab"), randomText(rnd, 10, "ab")));
        s.add(new Search("10^5 characters, a^99999 b, pattern a^4999 b (a quadratic scan compares 5*10^8 characters)",
                "a".repeat(LARGE - 1) + "b", "a".repeat(4999) + "b"));
        String fibonacci = fibonacciWord(LARGE);
        s.add(new Search("Fibonacci word of 10^5 characters, pattern its prefix of 987 (deep failure chains)",
                fibonacci, fibonacci.substring(0, 987)));
        return s;
    }

    static String randomText(Random rnd, int length, String alphabet) {
        StringBuilder b = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            b.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
        }
        return b.toString();
    }

    /** The first {@code length} characters of the infinite Fibonacci word abaababaabaab... (highly periodic). */
    static String fibonacciWord(int length) {
        String previous = "a";
        String current = "ab";
        while (current.length() < length) {
            String next = current + previous;
            previous = current;
            current = next;
        }
        return current.substring(0, length);
    }
}
