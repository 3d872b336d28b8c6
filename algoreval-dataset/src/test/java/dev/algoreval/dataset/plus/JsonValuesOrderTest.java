package dev.algoreval.dataset.plus;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link JsonValues#ORDER} on numbers: by value, whatever the integer type, up to and past 64 bits. */
class JsonValuesOrderTest {

    @Test
    void integersOfEveryTypeAreOrderedByValue() {
        BigInteger past = BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE);
        List<Object> values = new ArrayList<>(List.of(past, Long.MAX_VALUE, 7, -1L, (short) 3, Long.MIN_VALUE,
                past.negate().subtract(BigInteger.ONE), 0L, Integer.MIN_VALUE, (byte) -2));

        values.sort(JsonValues.ORDER);

        assertThat(values).containsExactly(past.negate().subtract(BigInteger.ONE), Long.MIN_VALUE, Integer.MIN_VALUE,
                (byte) -2, -1L, 0L, (short) 3, 7, Long.MAX_VALUE, past);
    }

    @Test
    void equalValuesOfDifferentTypesAreEqualAndDoublesCompareAsDoubles() {
        assertThat(JsonValues.ORDER.compare(5L, 5)).isZero();
        assertThat(JsonValues.ORDER.compare(BigInteger.valueOf(-9), -9L)).isZero();
        assertThat(JsonValues.ORDER.compare(2L, 2.5)).isNegative();
        assertThat(JsonValues.ORDER.compare(Double.NEGATIVE_INFINITY, Long.MIN_VALUE)).isNegative();
    }
}
