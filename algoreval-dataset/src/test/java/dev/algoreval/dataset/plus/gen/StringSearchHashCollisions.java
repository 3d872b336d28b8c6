package dev.algoreval.dataset.plus.gen;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Decoys for Rabin–Karp: strings of the pattern's length whose polynomial hash equals the pattern's
 * under the base/modulus choices programs commonly make, so that a search which reports a hash match
 * without comparing the characters reports a false occurrence. A polynomial hash is taken either
 * "big-endian" (Horner, {@code h = h * base + c}, the rolling form) or "little-endian"
 * ({@code sum c[i] * base^i}, the prefix-hash form). Mapping characters affinely first
 * ({@code c - 'a' + 1}, {@code c - 96}) keeps two equal-length strings' hashes equal or unequal
 * together, so one decoy serves every such mapping. Decoys are found by meet in the middle: the hash
 * of a two-half string is the sum of its halves' contributions, so a table of second halves answers
 * "which half completes this first half to the target hash".
 */
final class StringSearchHashCollisions {
    /** A hash function: {@code modulus} 0 means arithmetic modulo 2^64 (unchecked overflow of a 64-bit integer). */
    record Family(long base, long modulus, boolean bigEndian) {
        long hash(String s) {
            long h = 0;
            for (int i = 0; i < s.length(); i++) {
                h = add(h, mul(s.charAt(i), weight(i, s.length())));
            }
            return h;
        }

        long contribution(String part, int offset, int length) {
            long h = 0;
            for (int j = 0; j < part.length(); j++) {
                h = add(h, mul(part.charAt(j), weight(offset + j, length)));
            }
            return h;
        }

        private long weight(int position, int length) {
            int power = bigEndian ? length - 1 - position : position;
            long w = 1;
            for (int k = 0; k < power; k++) {
                w = mul(w, base);
            }
            return w;
        }

        long add(long a, long b) {
            return modulus == 0 ? a + b : Math.floorMod(a + b, modulus);
        }

        long sub(long a, long b) {
            return modulus == 0 ? a - b : Math.floorMod(a - b, modulus);
        }

        /** Both factors are below 2^31 (a character or a weight below the modulus), so the product fits a long. */
        long mul(long a, long b) {
            return modulus == 0 ? a * b : Math.floorMod(a * b, modulus);
        }

        @Override
        public String toString() {
            return (bigEndian ? "" : "little-endian ") + "base " + base + " mod " + (modulus == 0 ? "2^64" : modulus);
        }
    }

    /** Rolling (Horner) hashes: the textbooks' (d = 10, q = 13; d = 256, q = 101) and the usual 32-bit-safe primes. */
    static final List<Family> ROLLING = List.of(
            new Family(256, 1_000_000_007L, true), new Family(256, 1_000_000_009L, true),
            new Family(256, 101, true), new Family(10, 13, true), new Family(256, 2_147_483_647L, true),
            new Family(31, 1_000_000_007L, true), new Family(31, 1_000_000_009L, true),
            new Family(257, 1_000_000_007L, true), new Family(131, 1_000_000_007L, true),
            new Family(26, 1_000_000_007L, true), new Family(128, 1_000_000_007L, true),
            new Family(29, 1_000_000_007L, true), new Family(53, 1_000_000_009L, true));

    /** Prefix-hash (little-endian) forms. */
    static final List<Family> PREFIX = List.of(
            new Family(31, 1_000_000_009L, false), new Family(31, 1_000_000_007L, false),
            new Family(53, 1_000_000_009L, false), new Family(256, 1_000_000_007L, false));

    private static final String LOWER = "abcdefghijklmnopqrstuvwxyz";
    private static final int TABLE = 1 << 17;

    private StringSearchHashCollisions() {
    }

    /**
     * A lowercase string of {@code pattern}'s length, different from it but with the same first and last
     * characters (so a spot check of the ends after a hash match is fooled too), and the same hash under {@code f}.
     */
    static String decoy(Family f, String pattern, Random rnd) {
        int length = pattern.length();
        int half = length / 2;
        long target = f.hash(pattern);
        Map<Long, String> secondHalves = new HashMap<>();
        for (int i = 0; i < TABLE; i++) {
            String y = StringSearchCases.randomText(rnd, length - half - 1, LOWER) + pattern.charAt(length - 1);
            secondHalves.putIfAbsent(f.contribution(y, half, length), y);
        }
        while (true) {
            String x = pattern.charAt(0) + StringSearchCases.randomText(rnd, half - 1, LOWER);
            String y = secondHalves.get(f.sub(target, f.contribution(x, 0, length)));
            if (y != null && !(x + y).equals(pattern)) {
                String found = x + y;
                if (f.hash(found) != target) {
                    throw new IllegalStateException(f + ": meet in the middle found " + found + " with another hash");
                }
                return found;
            }
        }
    }

    /** The Thue–Morse word of length 2^order over {a, b}; it and its complement collide modulo 2^64 for every odd base once order >= 10. */
    static String thueMorse(int order) {
        StringBuilder b = new StringBuilder(1 << order);
        for (int i = 0; i < 1 << order; i++) {
            b.append(Integer.bitCount(i) % 2 == 0 ? 'a' : 'b');
        }
        return b.toString();
    }

    static String complement(String ab) {
        return ab.replace('a', 'x').replace('b', 'a').replace('x', 'b');
    }
}
