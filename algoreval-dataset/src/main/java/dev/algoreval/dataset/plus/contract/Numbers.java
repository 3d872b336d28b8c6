package dev.algoreval.dataset.plus.contract;

import java.math.BigDecimal;
import java.math.BigInteger;

/** How a contract writes a number: powers of two and ten as such ({@code 2^31-1}, {@code -10^9}), others in digits. */
final class Numbers {
    static final BigDecimal INT_MIN = BigDecimal.valueOf(Integer.MIN_VALUE);
    static final BigDecimal INT_MAX = BigDecimal.valueOf(Integer.MAX_VALUE);

    private Numbers() {
    }

    static String display(BigDecimal value) {
        if (value.signum() < 0) {
            return "-" + display(value.negate());
        }
        BigDecimal stripped = value.stripTrailingZeros();
        if (stripped.scale() > 0) {
            return stripped.toPlainString();
        }
        BigInteger n = stripped.toBigInteger();
        if (n.compareTo(BigInteger.valueOf(10000)) < 0) {
            return n.toString();
        }
        for (int k = 16; k <= 64; k++) {
            BigInteger power = BigInteger.TWO.pow(k);
            if (n.equals(power)) {
                return "2^" + k;
            }
            if (n.equals(power.subtract(BigInteger.ONE))) {
                return "2^" + k + "-1";
            }
        }
        for (int k = 4; k <= 18; k++) {
            BigInteger power = BigInteger.TEN.pow(k);
            if (n.mod(power).signum() == 0 && n.divide(power).compareTo(BigInteger.TEN) < 0) {
                BigInteger lead = n.divide(power);
                return (lead.equals(BigInteger.ONE) ? "" : lead + "·") + "10^" + k;
            }
        }
        return n.toString();
    }

    static boolean beyond32Bits(BigDecimal value) {
        return value.compareTo(INT_MIN) < 0 || value.compareTo(INT_MAX) > 0;
    }
}
