package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.gen.StringSearchHashCollisions.Family;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;

/**
 * Hidden tests of Rabin–Karp search: the searches shared with KMP ({@link StringSearchCases}) and
 * texts full of hash collisions, because the prompt says only exact matches count: decoys whose
 * hash equals the pattern's under the common modular hashes ({@link StringSearchHashCollisions}), and
 * under unchecked 64-bit overflow (no modulus). Every decoy is checked to collide before it is used.
 *
 * <p>Against small moduli (below 2^20, such as 10007), where decoys for a few bases are not enough: long
 * random texts over printable ASCII and over the lowercase letters (many distinct windows, so a
 * hash-only match is a false occurrence within about m windows), with patterns of 1, 2, 3, 8 and 3000
 * characters, and decoys ({@link SmallModulusHashDecoys}) of the rolling and of the prefix hash for every
 * base 2..300 and each of {@link #DECOY_MODULI}: 24 characters long for the bases up to 40 (22 free
 * positions, so that even base 2 weighs differences beyond 2^20), 6 for the larger bases (four free
 * positions, 95^4 combinations for about 10^6 residues). {@code HashMatcherSweepTest} checks that
 * every hash-only matcher of a grid of bases and moduli reports a false occurrence on some stored
 * test. The texts keep to printable ASCII (32..126): the prompt promises ASCII, and a NUL or other
 * control character would not survive every language's string.
 *
 * <p>Oracle: {@link StringSearchOracle} (Z-algorithm, brute force on small inputs); the order is fixed
 * (increasing), so the comparison is exact.
 */
public final class RabinKarpPlusTests implements PlusTestGenerator {
    private static final long[] ODD_BASES = {31, 131, 257, 1_000_003};
    private static final long[] EVEN_BASES = {256, 128, 26, 10};
    /** The moduli below 2^20 programs commonly take, above those that random windows find collisions for. */
    private static final int[] DECOY_MODULI = {10_007, 65_521, 65_536, 65_537, 99_991, 100_003, 131_071, 524_287, 999_983,
        1_000_000, 1_000_003, 1_000_007, 1_048_573};
    private static final int LARGEST_SMALL_BASE = 40;
    private static final int LARGEST_BASE = 300;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        StringSearchCases.common().forEach(s -> tests.add(s.test()));
        tests.add(decoys("decoys whose rolling hash equals the pattern's (" + StringSearchHashCollisions.ROLLING.size()
                + " base/modulus pairs, seed 1202)", StringSearchHashCollisions.ROLLING, new Random(1202)).test());
        tests.add(decoys("decoys whose prefix hash equals the pattern's (" + StringSearchHashCollisions.PREFIX.size()
                + " base/modulus pairs, seed 1203)", StringSearchHashCollisions.PREFIX, new Random(1203)).test());
        tests.add(overflowDecoys().test());
        largeAlphabets().forEach(search -> tests.add(search.test()));
        tests.add(smallModulusDecoys("printable decoys of 24 characters whose rolling or prefix hash equals the"
                + " pattern's, for every base 2.." + LARGEST_SMALL_BASE, 2, LARGEST_SMALL_BASE, 24, 1209).test());
        tests.add(smallModulusDecoys("printable decoys of 6 characters whose rolling or prefix hash equals the"
                + " pattern's, for every base " + (LARGEST_SMALL_BASE + 1) + ".." + LARGEST_BASE,
                LARGEST_SMALL_BASE + 1, LARGEST_BASE, 6, 1210).test());
        return tests;
    }

    /** Texts with many distinct windows: printable ASCII or lowercase letters, patterns from 1 to 3000 characters. */
    private static List<StringSearchCases.Search> largeAlphabets() {
        String printable = printable();
        String lowercase = "abcdefghijklmnopqrstuvwxyz";
        int n = StringSearchCases.LARGE;
        List<StringSearchCases.Search> searches = new ArrayList<>();
        Random rnd = new Random(1204);
        String text = StringSearchCases.randomText(rnd, n, printable);
        searches.add(new StringSearchCases.Search("random printable ASCII text of 10^5 characters, a one-character pattern"
                + " (seed 1204)", text, String.valueOf(printable.charAt(rnd.nextInt(printable.length())))));
        rnd = new Random(1205);
        text = StringSearchCases.randomText(rnd, n, printable);
        int at = rnd.nextInt(n - 1);
        searches.add(new StringSearchCases.Search("random printable ASCII text of 10^5 characters, a two-character"
                + " pattern taken from it (seed 1205)", text, text.substring(at, at + 2)));
        rnd = new Random(1206);
        text = StringSearchCases.randomText(rnd, n, lowercase);
        at = rnd.nextInt(n - 2);
        searches.add(new StringSearchCases.Search("random lowercase text of 10^5 characters, a three-character pattern"
                + " taken from it (seed 1206)", text, text.substring(at, at + 3)));
        rnd = new Random(1207);
        String pattern = StringSearchCases.randomText(rnd, 8, printable);
        searches.add(new StringSearchCases.Search("random printable ASCII text of 10^5 characters, a pattern of 8"
                + " planted 5 times (seed 1207)", planted(StringSearchCases.randomText(rnd, n, printable), pattern, 5, rnd),
                pattern));
        rnd = new Random(1208);
        pattern = StringSearchCases.randomText(rnd, 3000, printable);
        searches.add(new StringSearchCases.Search("random printable ASCII text of 10^5 characters, a pattern of 3000"
                + " planted 3 times (seed 1208)", planted(StringSearchCases.randomText(rnd, n, printable), pattern, 3, rnd),
                pattern));
        return searches;
    }

    /** {@code text} with {@code pattern} written over it at {@code copies} random places, one in each equal part. */
    private static String planted(String text, String pattern, int copies, Random rnd) {
        StringBuilder b = new StringBuilder(text);
        int part = text.length() / copies;
        for (int k = 0; k < copies; k++) {
            int at = k * part + rnd.nextInt(part - pattern.length() + 1);
            b.replace(at, at + pattern.length(), pattern);
        }
        return b.toString();
    }

    /**
     * For every base in firstBase..lastBase and every modulus of {@link #DECOY_MODULI}, a decoy of the
     * rolling (big-endian) hash and one of the prefix (little-endian) hash, back to back, with the pattern
     * itself in the middle.
     */
    private static StringSearchCases.Search smallModulusDecoys(String name, int firstBase, int lastBase, int length,
            long seed) {
        Random rnd = new Random(seed);
        String pattern = StringSearchCases.randomText(rnd, length, printable());
        List<String> decoys = new ArrayList<>();
        for (int base = firstBase; base <= lastBase; base++) {
            for (int modulus : DECOY_MODULI) {
                decoys.add(SmallModulusHashDecoys.bigEndian(pattern, base, modulus, rnd));
                decoys.add(SmallModulusHashDecoys.littleEndian(pattern, base, modulus, rnd));
            }
        }
        decoys.add(decoys.size() / 2, pattern);
        return new StringSearchCases.Search(name + " modulo each of " + DECOY_MODULI.length + " moduli "
                + DECOY_MODULI[0] + ".." + DECOY_MODULI[DECOY_MODULI.length - 1] + ", keeping its first and last"
                + " characters (seed " + seed + ")", String.join("", decoys), pattern);
    }

    private static String printable() {
        StringBuilder b = new StringBuilder();
        for (char c = SmallModulusHashDecoys.FIRST; c <= SmallModulusHashDecoys.LAST; c++) {
            b.append(c);
        }
        return b.toString();
    }

    private static StringSearchCases.Search decoys(String name, List<Family> families, Random rnd) {
        String pattern = StringSearchCases.randomText(rnd, 12, "abcdefghijklmnopqrstuvwxyz");
        List<String> words = new ArrayList<>();
        for (Family f : families) {
            words.add(StringSearchHashCollisions.decoy(f, pattern, rnd));
        }
        words.add(words.size() / 2, pattern);
        return new StringSearchCases.Search(name, String.join(" ", words), pattern);
    }

    /**
     * Without a modulus, a 64-bit hash wraps around modulo 2^64. The Thue–Morse word and its complement
     * (length 2^11) then collide for every odd base; for an even base the leading character's weight
     * base^2047 is 0 (big-endian), or the last one's (little-endian), so changing that character collides.
     */
    private static StringSearchCases.Search overflowDecoys() {
        String pattern = StringSearchHashCollisions.thueMorse(11);
        String complement = StringSearchHashCollisions.complement(pattern);
        String firstChanged = "b" + pattern.substring(1);
        String lastChanged = pattern.substring(0, pattern.length() - 1) + "a";
        for (boolean bigEndian : new boolean[] {true, false}) {
            for (long base : ODD_BASES) {
                requireCollision(new Family(base, 0, bigEndian), pattern, complement);
            }
            for (long base : EVEN_BASES) {
                requireCollision(new Family(base, 0, bigEndian), pattern, bigEndian ? firstChanged : lastChanged);
            }
        }
        String text = String.join(" ", complement, firstChanged, pattern, lastChanged);
        return new StringSearchCases.Search("64-bit overflow decoys: Thue-Morse word of 2048 and its complement (bases "
                + Arrays.stream(ODD_BASES).mapToObj(Long::toString).collect(Collectors.joining(", "))
                + "), a changed end character (bases "
                + Arrays.stream(EVEN_BASES).mapToObj(Long::toString).collect(Collectors.joining(", "))
                + ")", text, pattern);
    }

    private static void requireCollision(Family f, String pattern, String decoy) {
        if (f.hash(pattern) != f.hash(decoy) || pattern.equals(decoy)) {
            throw new IllegalStateException(f + ": the decoy does not collide with the pattern");
        }
    }
}
