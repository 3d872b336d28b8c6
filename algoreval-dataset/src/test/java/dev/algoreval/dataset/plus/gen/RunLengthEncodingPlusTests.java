package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.CipherTexts.call;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hidden tests for run-length encoding: each test calls rleEncode and rleDecode. Runs of one, runs
 * whose lengths have 2 to 5 digits, case-sensitive neighbours, decoder input with adjacent pairs of the
 * same letter (which rleEncode never writes but the prompt's decoder input allows), and 10^5-character
 * strings that time out a quadratic build. The oracle splits with regular expressions (a run is
 * {@code (.)\1*}, a pair {@code (\d+)([A-Za-z])}) instead of scanning, and checks the round trip.
 */
public final class RunLengthEncodingPlusTests implements PlusTestGenerator {
    private static final Pattern RUN = Pattern.compile("([A-Za-z])\\1*");
    private static final Pattern PAIR = Pattern.compile("(\\d+)([A-Za-z])");
    private static final String LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        tests.add(test("one character", encode("a"), decode("1a")));
        tests.add(test("the prompt's AAABBc", encode("AAABBc"), decode("3A2B1c")));
        tests.add(test("no two neighbours equal: every count is 1", encode("abcdefg"), decode("1x1y1z")));
        tests.add(test("case matters: a and A are different runs", encode("aAaAAaaA"), decode("2a2A1a")));
        tests.add(test("run lengths 9, 10, 99, 100 (digit count changes)",
                encode("a".repeat(9) + "b".repeat(10) + "c".repeat(99) + "d".repeat(100)), decode("9a10b99c100d")));
        tests.add(test("a 12345-character run", encode("Q".repeat(12345)), decode("12345Q")));
        tests.add(test("decoder input with adjacent pairs of the same letter", decode("1a1a1a2b3b"), decode("10z20z")));
        tests.add(test("long runs at both ends", encode("x".repeat(25) + "yzy" + "x".repeat(31))));
        tests.add(test("every letter once, then twice", encode(LETTERS), encode(doubled(LETTERS))));
        tests.add(test("decoding the encodings of the fixed test", decode("12W1B12W3B24W1B14W"), decode("2Z2z1Z")));
        Random rnd = new Random(1218L);
        List<HiddenTest.Call> mixed = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            String s = runs(rnd, 1 + rnd.nextInt(15), 1 + rnd.nextInt(30), LETTERS.substring(0, 2 + rnd.nextInt(50)));
            mixed.add(rnd.nextBoolean() ? encode(s) : decode(oracleEncode(s)));
        }
        tests.add(test("20 random strings of runs", mixed.toArray(HiddenTest.Call[]::new)));
        String longRuns = runs(new Random(1219L), 20_000, 10, "ab");
        tests.add(test("100000-ish characters in 20000 runs (a quadratic build times out)", encode(longRuns),
                decode(oracleEncode(longRuns))));
        String noRuns = runs(new Random(1220L), 100_000, 1, "xyz");
        tests.add(test("a 100000-character string of short runs", encode(noRuns)));
        return tests;
    }

    /** {@code count} runs, each of 1..maxRun copies of a letter different from the run before. */
    private static String runs(Random rnd, int count, int maxRun, String alphabet) {
        StringBuilder out = new StringBuilder();
        char previous = 0;
        for (int i = 0; i < count; i++) {
            char c;
            do {
                c = alphabet.charAt(rnd.nextInt(alphabet.length()));
            } while (c == previous);
            out.append(String.valueOf(c).repeat(1 + rnd.nextInt(maxRun)));
            previous = c;
        }
        return out.toString();
    }

    private static String doubled(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            out.append(c).append(c);
        }
        return out.toString();
    }

    private static HiddenTest.Call encode(String s) {
        return call("rleEncode", s);
    }

    private static HiddenTest.Call decode(String encoded) {
        return call("rleDecode", encoded);
    }

    private static HiddenTest test(String name, HiddenTest.Call... calls) {
        List<Object> expected = new ArrayList<>();
        for (HiddenTest.Call c : calls) {
            String arg = (String) c.args().get(0);
            if (c.method().equals("rleEncode")) {
                String encoded = oracleEncode(arg);
                check(oracleDecode(encoded).equals(arg), name);
                expected.add(encoded);
            } else {
                String decoded = oracleDecode(arg);
                check(oracleDecode(oracleEncode(decoded)).equals(decoded), name);
                expected.add(decoded);
            }
        }
        return HiddenTest.calls(name, List.of(calls), expected);
    }

    private static void check(boolean roundTrip, String name) {
        if (!roundTrip) {
            throw new IllegalStateException("the oracle's round trip fails: " + name);
        }
    }

    private static String oracleEncode(String s) {
        StringBuilder out = new StringBuilder();
        Matcher m = RUN.matcher(s);
        int end = 0;
        while (m.find()) {
            check(m.start() == end, "not only letters");
            out.append(m.group().length()).append(m.group(1));
            end = m.end();
        }
        check(end == s.length(), "not only letters");
        return out.toString();
    }

    private static String oracleDecode(String encoded) {
        StringBuilder out = new StringBuilder();
        Matcher m = PAIR.matcher(encoded);
        int end = 0;
        while (m.find()) {
            check(m.start() == end, "not only pairs");
            out.append(m.group(2).repeat(Integer.parseInt(m.group(1))));
            end = m.end();
        }
        check(end == encoded.length(), "not only pairs");
        return out.toString();
    }
}
