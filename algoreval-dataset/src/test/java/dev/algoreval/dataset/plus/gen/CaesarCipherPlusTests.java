package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.CipherTexts.call;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests for the Caesar cipher: each test is a few calls of caesarEncrypt and caesarDecrypt.
 * Shifts span the whole 32-bit range (a negated -2^31 or a shift added to a letter offset overflows
 * 32-bit arithmetic), texts hold every printable ASCII character, tab and newline, and one long text
 * times out a quadratic string build. The oracle rotates by looking letters up in a doubled alphabet
 * (a second route to the references' modular arithmetic) and checks that decryption undoes encryption.
 */
public final class CaesarCipherPlusTests implements PlusTestGenerator {
    private static final String LOWER = "abcdefghijklmnopqrstuvwxyz";
    private static final String UPPER = LOWER.toUpperCase();

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        tests.add(test("the prompt's round trip", encrypt("Hello, World!", 3), decrypt("Khoor, Zruog!", 3)));
        tests.add(test("empty text", encrypt("", 5), decrypt("", -5)));
        tests.add(test("shift 0 and multiples of 26 change nothing", encrypt("abcXYZ", 0), encrypt("abcXYZ", 26),
                decrypt("abcXYZ", -52)));
        tests.add(test("negative shift moves backward", encrypt("abc ABC", -1), decrypt("zab ZAB", -1)));
        tests.add(test("wrapping from z to a and Z to A", encrypt("xyz XYZ", 3), decrypt("abc ABC", 3)));
        tests.add(test("no letters at all", encrypt("0123456789 !?.,:;-_()", 7), decrypt("[]{}|~^", 11)));
        tests.add(test("the ASCII neighbours of the letters stay", encrypt("@AZ[`az{", 1), decrypt("@AZ[`az{", 1)));
        tests.add(test("largest 32-bit shift", encrypt("abz ABZ", Integer.MAX_VALUE), decrypt("abz ABZ", Integer.MAX_VALUE)));
        tests.add(test("smallest 32-bit shift (its negation overflows)", encrypt("abz ABZ", Integer.MIN_VALUE),
                decrypt("abz ABZ", Integer.MIN_VALUE)));
        tests.add(test("shifts far beyond 26", encrypt("Meet me at noon", 1_000_000_007),
                decrypt("Meet me at noon", -999_999_999), encrypt("Meet me at noon", 25 + 26 * 1000)));
        tests.add(test("tab and newline are copied", encrypt("a\tb\nc", 2), decrypt("c\td\ne", 2)));
        tests.add(test("every printable ASCII character", encrypt(CipherTexts.PRINTABLE, 13),
                decrypt(CipherTexts.PRINTABLE, 13)));
        tests.add(test("every shift from -30 to 30 on the alphabet", everyShift()));
        Random rnd = new Random(1212L);
        List<HiddenTest.Call> mixed = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            String text = CipherTexts.random(rnd, 1 + rnd.nextInt(60));
            int shift = rnd.nextBoolean() ? rnd.nextInt() : rnd.nextInt(201) - 100;
            mixed.add(rnd.nextBoolean() ? encrypt(text, shift) : decrypt(text, shift));
        }
        tests.add(test("30 random texts and shifts", mixed.toArray(HiddenTest.Call[]::new)));
        String longText = CipherTexts.random(new Random(1213L), 60_000);
        tests.add(test("a 60000-character text (a quadratic string build times out)", encrypt(longText, 17),
                decrypt(rotate(longText, 17), 17)));
        return tests;
    }

    private static HiddenTest.Call[] everyShift() {
        List<HiddenTest.Call> calls = new ArrayList<>();
        for (int shift = -30; shift <= 30; shift++) {
            calls.add(encrypt(LOWER + UPPER, shift));
        }
        return calls.toArray(HiddenTest.Call[]::new);
    }

    private static HiddenTest.Call encrypt(String text, int shift) {
        return call("caesarEncrypt", text, (long) shift);
    }

    private static HiddenTest.Call decrypt(String text, int shift) {
        return call("caesarDecrypt", text, (long) shift);
    }

    private static HiddenTest test(String name, HiddenTest.Call... calls) {
        List<Object> expected = new ArrayList<>();
        for (HiddenTest.Call c : calls) {
            String text = (String) c.args().get(0);
            long shift = (Long) c.args().get(1);
            boolean encrypting = c.method().equals("caesarEncrypt");
            String result = rotate(text, encrypting ? shift : -shift);
            if (!rotate(result, encrypting ? -shift : shift).equals(text)) {
                throw new IllegalStateException("the oracle's rotation is not undone: " + name);
            }
            expected.add(result);
        }
        return HiddenTest.calls(name, List.of(calls), expected);
    }

    /** Each letter moved by {@code shift} (a long, so that negating -2^31 is exact) in a doubled alphabet. */
    static String rotate(String text, long shift) {
        int k = (int) (((shift % 26) + 26) % 26);
        String lower = LOWER + LOWER;
        String upper = UPPER + UPPER;
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            int i = LOWER.indexOf(c);
            int j = UPPER.indexOf(c);
            out.append(i >= 0 ? lower.charAt(i + k) : j >= 0 ? upper.charAt(j + k) : c);
        }
        return out.toString();
    }
}
