package dev.algoreval.engine.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OutputComparisonTest {

    @Test
    void ignoresTrailingSpacesLineEndingsAndTrailingBlankLines() {
        assertThat(OutputComparison.matches("0 3  \r\n3 4\t\r\n\r\n\n", "0 3\n3 4\n")).isTrue();
        assertThat(OutputComparison.matches("0 3\r3 4", "0 3\n3 4\n")).isTrue();
    }

    @Test
    void keepsEverythingElseSignificant() {
        assertThat(OutputComparison.matches("3 4\n0 3\n", "0 3\n3 4\n")).isFalse();
        assertThat(OutputComparison.matches(" 0 3\n3 4\n", "0 3\n3 4\n")).isFalse();
        assertThat(OutputComparison.matches("0  3\n3 4\n", "0 3\n3 4\n")).isFalse();
        assertThat(OutputComparison.matches("\n0 3\n3 4\n", "0 3\n3 4\n")).isFalse();
        assertThat(OutputComparison.matches("", "0\n")).isFalse();
    }
}
