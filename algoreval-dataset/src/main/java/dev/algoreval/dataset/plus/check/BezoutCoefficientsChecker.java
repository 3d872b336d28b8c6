package dev.algoreval.dataset.plus.check;

import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.JsonValues;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * Checks {@code extendedGcd(a, b) -> (g, x, y)}: the prompt accepts any Bézout coefficients, so the
 * answer must have the expected gcd and satisfy a*x + b*y = g, computed exactly (a*x alone can need
 * more than 64 bits when x is not the smallest solution).
 */
public final class BezoutCoefficientsChecker implements Checker {
    @Override
    public Optional<String> check(HiddenTest test, Object actual) {
        BigInteger a = integer(test.args().get(0));
        BigInteger b = integer(test.args().get(1));
        BigInteger gcd = integer(((List<?>) test.expected()).get(0));
        if (!(actual instanceof List<?> triple) || triple.size() != 3
                || !triple.stream().allMatch(v -> v instanceof Long || v instanceof Integer || v instanceof BigInteger)) {
            return Optional.of("expected a triple of integers [g, x, y] but got " + JsonValues.write(actual));
        }
        BigInteger g = integer(triple.get(0));
        BigInteger x = integer(triple.get(1));
        BigInteger y = integer(triple.get(2));
        if (!g.equals(gcd)) {
            return Optional.of("gcd(" + a + ", " + b + ") is " + gcd + ", but got g = " + g);
        }
        BigInteger combination = a.multiply(x).add(b.multiply(y));
        if (!combination.equals(g)) {
            return Optional.of(a + "*" + x + " + " + b + "*" + y + " = " + combination + ", not g = " + g);
        }
        return Optional.empty();
    }

    private static BigInteger integer(Object value) {
        return value instanceof BigInteger big ? big : BigInteger.valueOf(((Number) value).longValue());
    }
}
