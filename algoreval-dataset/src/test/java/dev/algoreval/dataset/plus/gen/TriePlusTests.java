package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

/**
 * Trie operation sequences: an empty trie, words that are prefixes of each other, prefixes that are not
 * words, duplicates (counted once), the alphabet's first and last letters, 1000-letter words, inserts
 * between queries, and seeded random words over small and full alphabets (up to 10000 words and 10000
 * queries, most of them countPrefix). The prompt's words are non-empty lowercase a-z, so no test uses
 * the empty string. Expected results come from a sorted set of the words ({@link TreeSet}): a word is
 * stored if the set holds it, and the words beginning with p are the set's range [p, p + '{').
 */
public final class TriePlusTests implements PlusTestGenerator {

    /** The stored words as a sorted set, asked each question by range. */
    static final class SortedWords {
        private final TreeSet<String> words = new TreeSet<>();
        final DataStructureSession session = new DataStructureSession();

        void insert(String... ws) {
            for (String w : ws) {
                words.add(w);
                session.call("insert", w);
            }
        }

        /** search, startsWith and countPrefix of each query, in that order. */
        void ask(String... queries) {
            for (String q : queries) {
                session.ask("search", words.contains(q), q);
                session.ask("startsWith", count(q) > 0, q);
                session.ask("countPrefix", (long) count(q), q);
            }
        }

        void countPrefix(String q) {
            session.ask("countPrefix", (long) count(q), q);
        }

        /** '{' follows 'z', so [p, p + '{') holds exactly the a-z words beginning with p. */
        private int count(String prefix) {
            return words.subSet(prefix, true, prefix + '{', false).size();
        }
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        SortedWords empty = new SortedWords();
        empty.ask("a", "abc", "z");
        tests.add(empty.session.test("empty trie"));

        SortedWords one = new SortedWords();
        one.insert("q");
        one.ask("q", "qq", "a", "r");
        tests.add(one.session.test("one one-letter word"));

        SortedWords chain = new SortedWords();
        chain.insert("abcd", "ab", "abcdef", "a");
        chain.ask("a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "b", "ac");
        tests.add(chain.session.test("words that are prefixes of each other, longest first"));

        SortedWords notWord = new SortedWords();
        notWord.insert("carpet", "cartoon", "care");
        notWord.ask("car", "ca", "c", "care", "cares", "cart", "carpet", "carp", "d");
        tests.add(notWord.session.test("prefixes that are not words themselves"));

        SortedWords duplicates = new SortedWords();
        duplicates.insert("app", "apple", "app", "app", "apple", "apply");
        duplicates.ask("app", "appl", "apple", "a");
        duplicates.insert("apple");
        duplicates.ask("ap");
        tests.add(duplicates.session.test("duplicates are stored once"));

        SortedWords alphabet = new SortedWords();
        for (char c = 'a'; c <= 'z'; c++) {
            alphabet.insert(String.valueOf(c));
        }
        alphabet.insert("zz", "za", "az", "zzz");
        alphabet.ask("a", "z", "zz", "zzz", "zzzz", "y", "m", "az", "za", "ya");
        tests.add(alphabet.session.test("every letter a-z, and words of z"));

        SortedWords diverge = new SortedWords();
        diverge.insert("interview", "internet", "internal", "interval", "into");
        diverge.ask("inter", "intern", "interv", "internets", "intervie", "interviewer", "int", "in", "i");
        tests.add(diverge.session.test("words diverging after a long shared prefix"));

        SortedWords growing = new SortedWords();
        growing.ask("tea", "te");
        growing.insert("tea");
        growing.ask("tea", "te");
        growing.insert("ten", "te");
        growing.ask("tea", "te", "t");
        growing.insert("tea", "team", "t");
        growing.ask("tea", "te", "t", "team", "teams");
        tests.add(growing.session.test("inserts between queries update the answers"));

        SortedWords longWords = new SortedWords();
        String a1000 = "a".repeat(1000);
        String mixed = "ab".repeat(500);
        longWords.insert(a1000, mixed, a1000.substring(0, 999) + "b", "a".repeat(500));
        longWords.ask(a1000, "a".repeat(999), "a".repeat(1001), "a".repeat(500), "a".repeat(501), mixed,
                mixed.substring(0, 777), "ab".repeat(501), "a");
        tests.add(longWords.session.test("1000-letter words"));

        tests.add(randomSmallAlphabet());
        tests.add(randomWords("3000 random words, 3000 queries", 1602, 3000, 3000));
        tests.add(randomWords("10000 random words, 10000 queries", 1603, 10_000, 10_000));
        return tests;
    }

    /** Words over a, b, c share prefixes heavily; then every string of length 1 to 4 is asked. */
    private static HiddenTest randomSmallAlphabet() {
        Random random = new Random(1601);
        SortedWords trie = new SortedWords();
        for (int i = 0; i < 200; i++) {
            trie.insert(word(random, 3, 1, 6));
        }
        List<String> all = new ArrayList<>(List.of(""));
        for (int length = 1; length <= 4; length++) {
            List<String> longer = new ArrayList<>();
            for (String s : all) {
                for (char c = 'a'; c <= 'c'; c++) {
                    longer.add(s + c);
                }
            }
            trie.ask(longer.toArray(String[]::new));
            all = longer;
        }
        return trie.session.test("200 random words over a, b, c; every string of 1 to 4 letters asked");
    }

    /** Mostly countPrefix of short prefixes, which a trie counting by scanning its words answers slowly. */
    private static HiddenTest randomWords(String name, long seed, int words, int queries) {
        Random random = new Random(seed);
        SortedWords trie = new SortedWords();
        List<String> stored = new ArrayList<>();
        for (int i = 0; i < words; i++) {
            String w = word(random, 26, 3, 10);
            stored.add(w);
            trie.insert(w);
        }
        for (int i = 0; i < queries; i++) {
            String q = random.nextInt(4) == 0 ? stored.get(random.nextInt(stored.size())) : word(random, 26, 1, 3);
            if (i % 5 == 0) {
                trie.ask(q);
            } else {
                trie.countPrefix(q);
            }
        }
        return trie.session.test(name);
    }

    private static String word(Random random, int letters, int minLength, int maxLength) {
        int length = minLength + random.nextInt(maxLength - minLength + 1);
        StringBuilder w = new StringBuilder();
        for (int i = 0; i < length; i++) {
            w.append((char) ('a' + random.nextInt(letters)));
        }
        return w.toString();
    }
}
