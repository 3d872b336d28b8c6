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
 * Oracle: {@link StringSearchOracle} (Z-algorithm, brute force on small inputs); the order is fixed
 * (increasing), so the comparison is exact.
 */
public final class RabinKarpPlusTests implements PlusTestGenerator {
    private static final long[] ODD_BASES = {31, 131, 257, 1_000_003};
    private static final long[] EVEN_BASES = {256, 128, 26, 10};

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        StringSearchCases.common().forEach(s -> tests.add(s.test()));
        tests.add(decoys("decoys whose rolling hash equals the pattern's (" + StringSearchHashCollisions.ROLLING.size()
                + " base/modulus pairs, seed 1202)", StringSearchHashCollisions.ROLLING, new Random(1202)).test());
        tests.add(decoys("decoys whose prefix hash equals the pattern's (" + StringSearchHashCollisions.PREFIX.size()
                + " base/modulus pairs, seed 1203)", StringSearchHashCollisions.PREFIX, new Random(1203)).test());
        tests.add(overflowDecoys().test());
        return tests;
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
