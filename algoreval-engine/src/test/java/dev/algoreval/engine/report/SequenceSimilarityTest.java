package dev.algoreval.engine.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SequenceSimilarityTest {
    @Test
    void oneBlockCountsTwiceOverBothLengths() {
        // "bcd" is the only block: 2·3 / (4 + 4).
        assertThat(SequenceSimilarity.ratio("abcd", "bcde")).isEqualTo(0.75);
    }

    @Test
    void blocksAroundTheLongestAreMatchedToo() {
        // "ab" then "cd" on either side of the x: 2·4 / (5 + 4).
        assertThat(SequenceSimilarity.ratio("abxcd", "abcd")).isCloseTo(8.0 / 9, within(1e-12));
    }

    @Test
    void emptyTextsAreIdenticalAndDisjointOnesShareNothing() {
        assertThat(SequenceSimilarity.ratio("", "")).isEqualTo(1.0);
        assertThat(SequenceSimilarity.ratio("abc", "xyz")).isZero();
        assertThat(SequenceSimilarity.ratio("abc", "")).isZero();
    }

    @Test
    void earliestLongestBlockWinsAndTheRestIsMatchedAfterIt() {
        // a = "fn  x()", b = "fn x()\n": "fn " (3) comes first; then " x()" against "x()\n" gives "x()" (3).
        // 2·6 / 14.
        assertThat(SequenceSimilarity.ratio("fn  x()", "fn x()\n")).isCloseTo(6.0 / 7, within(1e-12));
    }

    @Test
    void belowTwoHundredCharactersNothingIsJunk() {
        // b has 199 characters: the 198 x's match as one block, 2·198 / 398.
        String a = "y" + "x".repeat(198);
        String b = "x".repeat(198) + "y";
        assertThat(SequenceSimilarity.ratio(a, b)).isCloseTo(396.0 / 398, within(1e-12));
    }

    @Test
    void fromTwoHundredCharactersPopularCharactersCannotStartAMatchAsInDifflib() {
        // b has 200 characters, so 'x' (199 > 200/100 + 1 = 3 times) is popular: only 'y' can start a
        // match (a[0] with b[199]), nothing extends it, and no range is left on either side: 2·1 / 400.
        String a = "y" + "x".repeat(199);
        String b = "x".repeat(199) + "y";
        assertThat(SequenceSimilarity.ratio(a, b)).isCloseTo(0.005, within(1e-12));
    }

    @Test
    void aPopularCharacterStillExtendsAMatch() {
        // 250 x's: 'x' is popular so the index is empty, but difflib extends the empty match at (0, 0)
        // forward over equal characters, so the texts still match whole.
        String x = "x".repeat(250);
        assertThat(SequenceSimilarity.ratio(x, x)).isEqualTo(1.0);
    }
}
