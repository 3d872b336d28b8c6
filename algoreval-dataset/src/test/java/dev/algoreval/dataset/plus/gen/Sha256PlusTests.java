package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of SHA-256 on ASCII messages. The lengths sit on both sides of the padding boundaries
 * (55/56 bytes fill one block with the length field or spill into a second, 63/64/65 end at or just
 * past a block), and long messages make the bit length span several bytes of the length field. The
 * characters are ASCII as the prompt promises, control characters included, but never NUL, which a
 * C string cannot hold. Oracle: the JDK's {@link MessageDigest}.
 */
public final class Sha256PlusTests implements PlusTestGenerator {
    private static final String PRINTABLE = printable();

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        add(tests, "the empty string", "");
        add(tests, "one character", "a");
        add(tests, "abc", "abc");
        add(tests, "the quick brown fox (43 bytes)", "The quick brown fox jumps over the lazy dog");
        for (int length : new int[] {55, 56, 57, 63, 64, 65, 119, 120, 127, 128}) {
            add(tests, length + " bytes (padding boundary)", cycle(length));
        }
        add(tests, "all 95 printable ASCII characters in order", PRINTABLE);
        add(tests, "tabs, newlines and carriage returns", "line one\nline\ttwo\r\n\tthree\n\n");
        add(tests, "every ASCII character from 1 to 127", allAscii());
        add(tests, "1000 times the letter a", "a".repeat(1000));
        add(tests, "10000 random printable characters (seed 101)", random(new Random(101), 10_000));
        add(tests, "100000 random printable characters (seed 102)", random(new Random(102), 100_000));
        return tests;
    }

    private static void add(List<HiddenTest> tests, String name, String message) {
        tests.add(HiddenTest.function(name, List.of(message), digest(message)));
    }

    static String digest(String message) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(message.getBytes(StandardCharsets.US_ASCII));
            return HexFormat.of().formatHex(hash);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String printable() {
        StringBuilder s = new StringBuilder();
        for (char c = ' '; c <= '~'; c++) {
            s.append(c);
        }
        return s.toString();
    }

    private static String allAscii() {
        StringBuilder s = new StringBuilder();
        for (char c = 1; c <= 127; c++) {
            s.append(c);
        }
        return s.toString();
    }

    /** The printable characters over and over, cut at {@code length}. */
    private static String cycle(int length) {
        return PRINTABLE.repeat(length / PRINTABLE.length() + 1).substring(0, length);
    }

    private static String random(Random rnd, int length) {
        StringBuilder s = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            s.append(PRINTABLE.charAt(rnd.nextInt(PRINTABLE.length())));
        }
        return s.toString();
    }
}
