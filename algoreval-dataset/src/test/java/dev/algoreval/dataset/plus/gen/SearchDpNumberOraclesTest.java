package dev.algoreval.dataset.plus.gen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The oracles behind the hidden tests of the string-search, DP and number-theory algorithms give the
 * prompts' own fixed-test answers (the expected outputs in algorithm.yaml), and the hash-collision
 * decoys for Rabin–Karp really collide with their pattern.
 */
class SearchDpNumberOraclesTest {

    @Test
    void stringSearchFindsThePromptsOccurrences() {
        assertThat(StringSearchOracle.occurrences("AABAACAADAABAABA", "AABA")).containsExactly(0L, 9L, 12L);
        assertThat(StringSearchOracle.occurrences("abababcabababab", "abab")).containsExactly(0L, 2L, 7L, 9L, 11L);
        assertThat(StringSearchOracle.occurrences("the cat sat on the mat with the hat", "at"))
                .containsExactly(5L, 9L, 20L, 33L);
        assertThat(StringSearchOracle.occurrences("abc", "abcd")).isEmpty();
    }

    @Test
    void editDistanceAndLcsGiveThePromptsValues() {
        assertThat(DpStringOracles.editDistance("intention", "execution")).isEqualTo(5);
        assertThat(DpStringOracles.editDistance("sunday", "saturday")).isEqualTo(3);
        assertThat(DpStringOracles.editDistance("", "hello")).isEqualTo(5);
        assertThat(DpStringOracles.lcsLength("ABCBDAB", "BDCABA")).isEqualTo(4);
        assertThat(DpStringOracles.lcsLength("sequencealignment", "consequentialsign")).isEqualTo(11);
        assertThat(DpStringOracles.lcsLength("", "abc")).isZero();
    }

    @Test
    void lisAndKnapsackGiveThePromptsValues() {
        assertThat(LisPlusTests.lisLength(new long[] {10, 9, 2, 5, 3, 7, 101, 18})).isEqualTo(4);
        assertThat(LisPlusTests.lisLength(new long[] {-3, 4, -1, 0, 0, 2, 9, -5, 6, 7, 7, 3})).isEqualTo(6);
        assertThat(LisPlusTests.lisLength(new long[] {5, 5, 5, 5})).isEqualTo(1);
        long[] weights = {5, 4, 6, 3, 7, 2, 8, 5, 4, 9};
        long[] values = {10, 40, 30, 50, 35, 12, 45, 28, 22, 60};
        assertThat(Knapsack01PlusTests.best(weights, values, 20)).isEqualTo(172);
        assertThat(Knapsack01PlusTests.best(weights, values, 15)).isEqualTo(135);
        assertThat(Knapsack01PlusTests.best(weights, values, 1)).isZero();
    }

    @Test
    void numberTheoryOraclesGiveThePromptsValues() {
        assertThat(ExtendedGcdPlusTests.bezout(240, 46).get(0)).isEqualTo(2L);
        assertThat(ExtendedGcdPlusTests.bezout(0, 7)).containsExactly(7L, 0L, 1L);
        assertThat(SieveOfEratosthenesPlusTests.primesByTrialDivision(100)).hasSize(25).startsWith(2L, 3L, 5L)
                .endsWith(97L);
        assertThat(SieveOfEratosthenesPlusTests.primesByTrialDivision(1000)).hasSize(168);
    }

    @Test
    void decoysCollideWithThePatternButDifferFromIt() {
        StringSearchHashCollisions.Family rolling = new StringSearchHashCollisions.Family(256, 1_000_000_007L, true);
        String pattern = "rabinkarpabc";
        String decoy = StringSearchHashCollisions.decoy(rolling, pattern, new Random(7));
        assertThat(decoy).isNotEqualTo(pattern).hasSameSizeAs(pattern);
        assertThat(horner(decoy, 256, 1_000_000_007L)).isEqualTo(horner(pattern, 256, 1_000_000_007L));
        String thueMorse = StringSearchHashCollisions.thueMorse(11);
        String complement = StringSearchHashCollisions.complement(thueMorse);
        for (long base : List.of(3L, 31L, 1_000_000_007L)) {
            assertThat(hornerWrapping(complement, base)).as("base %d modulo 2^64", base)
                    .isEqualTo(hornerWrapping(thueMorse, base));
        }
    }

    /** The rolling hash as a program writes it: h = (h * base + c) mod modulus. */
    private static long horner(String s, long base, long modulus) {
        long h = 0;
        for (char c : s.toCharArray()) {
            h = (h * base + c) % modulus;
        }
        return h;
    }

    /** The same hash in a 64-bit integer left to overflow. */
    private static long hornerWrapping(String s, long base) {
        long h = 0;
        for (char c : s.toCharArray()) {
            h = h * base + c;
        }
        return h;
    }
}
