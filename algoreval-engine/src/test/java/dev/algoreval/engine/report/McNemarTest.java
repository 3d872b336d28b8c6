package dev.algoreval.engine.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class McNemarTest {
    @Test
    void oneAgainstSixDiscordantPairs() {
        // 2 · (C(7,0) + C(7,1)) / 2^7 = 2 · 8 / 128
        assertThat(McNemar.exactPValue(1, 6)).isCloseTo(0.125, within(1e-12));
        assertThat(McNemar.exactPValue(6, 1)).isCloseTo(0.125, within(1e-12));
    }

    @Test
    void noneAgainstFive() {
        // 2 · 1 / 32
        assertThat(McNemar.exactPValue(0, 5)).isCloseTo(0.0625, within(1e-12));
    }

    @Test
    void balancedOrEmptyIsOne() {
        assertThat(McNemar.exactPValue(0, 0)).isEqualTo(1.0);
        assertThat(McNemar.exactPValue(3, 3)).isEqualTo(1.0);
        assertThat(McNemar.exactPValue(4, 1)).isCloseTo(0.375, within(1e-12));
    }

    @Test
    void manyDiscordantPairsDoNotUnderflow() {
        assertThat(McNemar.exactPValue(1000, 1000)).isEqualTo(1.0);
        assertThat(McNemar.exactPValue(900, 1100)).isBetween(0.0, 1e-5).isPositive();
        assertThat(McNemar.exactPValue(0, 2000)).isGreaterThanOrEqualTo(0.0).isLessThan(1e-300);
    }

    @Test
    void negativeCountsAreRejected() {
        assertThatThrownBy(() -> McNemar.exactPValue(-1, 2)).isInstanceOf(IllegalArgumentException.class);
    }
}
