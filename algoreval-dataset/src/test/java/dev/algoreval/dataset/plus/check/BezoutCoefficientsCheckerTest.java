package dev.algoreval.dataset.plus.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;
import org.junit.jupiter.api.Test;

class BezoutCoefficientsCheckerTest {
    private final BezoutCoefficientsChecker checker = new BezoutCoefficientsChecker();

    // gcd(240, 46) = 2; 240*(-9) + 46*47 = 2, and every (x + 23k, y - 120k) works too
    private final HiddenTest small = HiddenTest.function("240, 46", List.of(240L, 46L), List.of(2L, -9L, 47L));

    // gcd(F46, F45) = 1 for the Fibonacci numbers 1836311903 and 1134903170
    private final HiddenTest fibonacci = HiddenTest.function("fib", List.of(1836311903L, 1134903170L),
            List.of(1L, 433494437L, -701408733L));

    @Test
    void acceptsTheExpectedAndAnyOtherBezoutPair() {
        assertThat(checker.check(small, List.of(2L, -9L, 47L))).isEmpty();
        assertThat(checker.check(small, List.of(2L, 14L, -73L))).isEmpty();
        assertThat(checker.check(small, List.of(2L, -9L + 23L * 1000, 47L - 120L * 1000))).isEmpty();
    }

    @Test
    void checksTheIdentityExactlyWhereLongProductsWouldOverflow() {
        long k = 4_000_000_000L;  // x and y still fit 64 bits, but a*x is about 8e27
        assertThat(checker.check(fibonacci, List.of(1L, 433494437L + 1134903170L * k, -701408733L - 1836311903L * k)))
                .isEmpty();
        assertThat(checker.check(fibonacci, List.of(1L, 433494437L + 1L, -701408733L)))
                .hasValueSatisfying(m -> assertThat(m).contains("not g = 1"));
    }

    @Test
    void rejectsAWrongGcdEvenWithConsistentCoefficients() {
        // 240*(-18) + 46*94 = 4 = 2*2: a multiple of the gcd, not the gcd
        assertThat(checker.check(small, List.of(4L, -18L, 94L)))
                .hasValueSatisfying(m -> assertThat(m).contains("gcd(240, 46) is 2"));
    }

    @Test
    void rejectsCoefficientsThatDoNotCombineToTheGcd() {
        assertThat(checker.check(small, List.of(2L, 47L, -9L)))
                .hasValueSatisfying(m -> assertThat(m).contains("240*47 + 46*-9"));
    }

    @Test
    void rejectsAnythingButThreeIntegers() {
        assertThat(checker.check(small, List.of(2L, -9L))).hasValueSatisfying(m -> assertThat(m).contains("triple"));
        assertThat(checker.check(small, null)).hasValueSatisfying(m -> assertThat(m).contains("triple"));
        assertThat(checker.check(small, List.of(2L, -9.0, 47L))).hasValueSatisfying(m -> assertThat(m).contains("triple"));
    }
}
