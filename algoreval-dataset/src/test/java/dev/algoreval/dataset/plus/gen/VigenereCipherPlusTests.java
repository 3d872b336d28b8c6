package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.CipherTexts.call;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests for the Vigenère cipher: each test is a few calls of vigenereEncrypt and vigenereDecrypt.
 * Keys of mixed case, of one letter, longer than the text; non-letters (every printable ASCII
 * character, tab, newline) that must not use up a key letter; one long text with a long key that
 * times out a quadratic string build. The oracle reads a tabula recta (row = key letter, built by
 * rotating the alphabet) instead of adding shifts, and checks that decryption undoes encryption.
 */
public final class VigenereCipherPlusTests implements PlusTestGenerator {
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final String[] TABULA = new String[26];

    static {
        for (int row = 0; row < 26; row++) {
            TABULA[row] = ALPHABET.substring(row) + ALPHABET.substring(0, row);
        }
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        tests.add(test("the classic ATTACKATDAWN with LEMON", encrypt("ATTACKATDAWN", "LEMON"),
                decrypt("LXFOPVEFRNHR", "LEMON")));
        tests.add(test("empty text", encrypt("", "KEY"), decrypt("", "k")));
        tests.add(test("key A changes nothing, in either case", encrypt("Hello, World!", "A"),
                decrypt("Hello, World!", "aaaa")));
        tests.add(test("key letters are case-insensitive", encrypt("attack at dawn", "LeMoN"),
                encrypt("attack at dawn", "lemon"), encrypt("attack at dawn", "LEMON")));
        tests.add(test("non-letters do not use up key letters", encrypt("a b-c.d!!e", "bcd"),
                decrypt("b e-f.c!!g", "bcd"), encrypt("1a2b3c", "zy")));
        tests.add(test("no letters at all", encrypt("0123456789 !?.,:;-_()", "SECRET"), decrypt("[]{}|~^", "z")));
        tests.add(test("wrapping past Z and back past A", encrypt("xyz XYZ", "ddd"), decrypt("abc ABC", "ddd")));
        tests.add(test("the ASCII neighbours of the letters stay", encrypt("@AZ[`az{", "b"), decrypt("@AZ[`az{", "B")));
        tests.add(test("a key longer than the text", encrypt("Hi!", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
                decrypt("Hj!", "abcdefghijklmnopqrstuvwxyz")));
        tests.add(test("key Z moves every letter one back", encrypt("Abc Zz", "z"), decrypt("Zab Yy", "Z")));
        tests.add(test("tab and newline are copied and skip the key", encrypt("a\tb\nc", "bc"), decrypt("b\td\nd", "bc")));
        tests.add(test("every printable ASCII character", encrypt(CipherTexts.PRINTABLE, "Zebra"),
                decrypt(CipherTexts.PRINTABLE, "Zebra")));
        tests.add(test("the whole alphabet as key over a run of a's", encrypt("a".repeat(60), ALPHABET.toLowerCase())));
        Random rnd = new Random(1214L);
        List<HiddenTest.Call> mixed = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            String text = CipherTexts.random(rnd, 1 + rnd.nextInt(60));
            String key = randomKey(rnd, 1 + rnd.nextInt(12));
            mixed.add(rnd.nextBoolean() ? encrypt(text, key) : decrypt(text, key));
        }
        tests.add(test("30 random texts and keys", mixed.toArray(HiddenTest.Call[]::new)));
        Random big = new Random(1215L);
        String longText = CipherTexts.random(big, 60_000);
        String longKey = randomKey(big, 997);
        tests.add(test("a 60000-character text with a 997-letter key (a quadratic string build times out)",
                encrypt(longText, longKey), decrypt(transform(longText, longKey, true), longKey)));
        return tests;
    }

    private static String randomKey(Random rnd, int length) {
        StringBuilder key = new StringBuilder();
        for (int i = 0; i < length; i++) {
            char c = ALPHABET.charAt(rnd.nextInt(26));
            key.append(rnd.nextBoolean() ? c : Character.toLowerCase(c));
        }
        return key.toString();
    }

    private static HiddenTest.Call encrypt(String text, String key) {
        return call("vigenereEncrypt", text, key);
    }

    private static HiddenTest.Call decrypt(String text, String key) {
        return call("vigenereDecrypt", text, key);
    }

    private static HiddenTest test(String name, HiddenTest.Call... calls) {
        List<Object> expected = new ArrayList<>();
        for (HiddenTest.Call c : calls) {
            String text = (String) c.args().get(0);
            String key = (String) c.args().get(1);
            boolean encrypting = c.method().equals("vigenereEncrypt");
            String result = transform(text, key, encrypting);
            if (!transform(result, key, !encrypting).equals(text)) {
                throw new IllegalStateException("the oracle's table lookup is not undone: " + name);
            }
            expected.add(result);
        }
        return HiddenTest.calls(name, List.of(calls), expected);
    }

    /** Encryption reads the letter's column in the key letter's row; decryption finds the letter in that row. */
    private static String transform(String text, String key, boolean encrypting) {
        StringBuilder out = new StringBuilder(text.length());
        int letters = 0;
        for (char c : text.toCharArray()) {
            char upper = Character.toUpperCase(c);
            int column = c < 128 ? ALPHABET.indexOf(upper) : -1;
            if (column < 0) {
                out.append(c);
                continue;
            }
            String row = TABULA[ALPHABET.indexOf(Character.toUpperCase(key.charAt(letters % key.length())))];
            char mapped = encrypting ? row.charAt(column) : ALPHABET.charAt(row.indexOf(upper));
            out.append(Character.isUpperCase(c) ? mapped : Character.toLowerCase(mapped));
            letters++;
        }
        return out.toString();
    }
}
