package dev.algoreval.dataset.plus.gen;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;

/**
 * Decoys for Rabin–Karp against small moduli: windows of printable ASCII that differ from the pattern
 * but have its polynomial hash modulo one small modulus m (below 2^20) under one base b, so that a
 * search which trusts a hash match reports a false occurrence. A window w of the pattern p's length L
 * collides under the big-endian (Horner, rolling) hash iff the differences d_i = w_i - p_i satisfy
 * {@code sum d_i b^(L-1-i) = 0 (mod m)}; mapping the characters affinely first ({@code c - 'a' + 1})
 * or weighting the positions one power higher ({@code (h + c) * b}) keeps every such collision. A
 * collision of the little-endian hash ({@code sum w_i b^i}, the prefix-hash form) is a big-endian one
 * of the reversed strings.
 *
 * <p>The first and last characters stay the pattern's, so a check of only the ends after a hash match
 * is fooled too; the differences at the other positions are found by meet in the middle: all pairs of
 * differences at the last two free positions in a table by their contribution modulo m, then random
 * differences at the remaining free positions until the table holds the completing pair.
 */
final class SmallModulusHashDecoys {
    static final char FIRST = ' ';
    static final char LAST = '~';
    private static final int ALPHABET = LAST - FIRST + 1;
    private static final int MAX_TRIALS = 10_000_000;

    private SmallModulusHashDecoys() {
    }

    /** {@code sum s_i b^(L-1-i) mod m} over the characters' codes. */
    static long bigEndianHash(CharSequence s, long base, long modulus) {
        long h = 0;
        for (int i = 0; i < s.length(); i++) {
            h = (h * base + s.charAt(i)) % modulus;
        }
        return h;
    }

    static long littleEndianHash(CharSequence s, long base, long modulus) {
        return bigEndianHash(new StringBuilder(s).reverse(), base, modulus);
    }

    /** A printable window, not the pattern, with its first and last characters, and its big-endian hash mod m. */
    static String bigEndian(String pattern, int base, int modulus, Random rnd) {
        int length = pattern.length();
        if (length < 6) {
            throw new IllegalArgumentException("a decoy needs four free positions between the fixed ends");
        }
        for (int i = 0; i < length; i++) {
            if (pattern.charAt(i) < FIRST || pattern.charAt(i) > LAST) {
                throw new IllegalArgumentException("the pattern must be printable ASCII");
            }
        }
        long[] weight = new long[length];
        weight[length - 1] = 1 % modulus;
        for (int i = length - 2; i >= 0; i--) {
            weight[i] = weight[i + 1] * base % modulus;
        }
        int right1 = length - 3;
        int right2 = length - 2;
        Map<Long, Integer> completions = new HashMap<>();
        for (int a = 0; a < ALPHABET; a++) {
            for (int c = 0; c < ALPHABET; c++) {
                long contribution = (difference(pattern, right1, a) * weight[right1]
                        + difference(pattern, right2, c) * weight[right2]) % modulus;
                completions.putIfAbsent(Math.floorMod(contribution, (long) modulus), a * ALPHABET + c);
            }
        }
        char[] window = pattern.toCharArray();
        for (int trial = 0; trial < MAX_TRIALS; trial++) {
            long left = 0;
            for (int i = 1; i < right1; i++) {
                window[i] = (char) (FIRST + rnd.nextInt(ALPHABET));
                left = (left + (window[i] - pattern.charAt(i)) * weight[i]) % modulus;
            }
            Integer pair = completions.get(Math.floorMod(-left, (long) modulus));
            if (pair == null) {
                continue;
            }
            window[right1] = (char) (FIRST + pair / ALPHABET);
            window[right2] = (char) (FIRST + pair % ALPHABET);
            String decoy = new String(window);
            if (decoy.equals(pattern)) {
                continue;
            }
            if (bigEndianHash(decoy, base, modulus) != bigEndianHash(pattern, base, modulus)) {
                throw new IllegalStateException("base " + base + " mod " + modulus + ": " + decoy + " does not collide");
            }
            return decoy;
        }
        throw new IllegalStateException("base " + base + " mod " + modulus + ": no decoy of length " + length
                + " in " + MAX_TRIALS + " trials");
    }

    /** The same for the little-endian hash: a big-endian decoy of the reversed pattern, reversed. */
    static String littleEndian(String pattern, int base, int modulus, Random rnd) {
        String reversed = new StringBuilder(pattern).reverse().toString();
        String decoy = new StringBuilder(bigEndian(reversed, base, modulus, rnd)).reverse().toString();
        if (littleEndianHash(decoy, base, modulus) != littleEndianHash(pattern, base, modulus)) {
            throw new IllegalStateException("little-endian base " + base + " mod " + modulus + ": " + decoy);
        }
        return decoy;
    }

    /** The difference to the pattern's character at {@code position} of the {@code index}-th printable character. */
    private static long difference(String pattern, int position, int index) {
        return FIRST + index - pattern.charAt(position);
    }
}
