package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.math.BigInteger;
import java.util.List;

/**
 * BigInteger: g = a.gcd(b); the canonical x in [0, b/g) solves (a/g)*x = 1 (mod b/g), so it is
 * (a/g).modInverse(b/g) (0 when b/g = 1); then y = (g - a*x) / b, checked to be exact.
 */
public final class ExtendedGcdOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        StringBuilder out = new StringBuilder();
        for (Object pair : input.list("pairs")) {
            List<?> p = (List<?>) pair;
            BigInteger a = BigInteger.valueOf(((Number) p.get(0)).longValue());
            BigInteger b = BigInteger.valueOf(((Number) p.get(1)).longValue());
            BigInteger g = a.gcd(b);
            BigInteger step = b.divide(g);
            BigInteger x = step.equals(BigInteger.ONE) ? BigInteger.ZERO : a.divide(g).modInverse(step);
            BigInteger[] yr = g.subtract(a.multiply(x)).divideAndRemainder(b);
            if (yr[1].signum() != 0) throw new IllegalStateException("no integer y for " + a + ", " + b);
            out.append(g).append(' ').append(x).append(' ').append(yr[0]).append('\n');
        }
        return out.toString();
    }
}
