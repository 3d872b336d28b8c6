package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of the extended Euclidean algorithm within the prompt's ranges (a, b >= 0, not both
 * zero, below 2^31): a or b zero, a = b, one dividing the other, coprime values near 2^31, and
 * consecutive Fibonacci numbers (the most division steps below 2^31). Any Bézout pair is right, so the
 * comparison is the {@code bezout-coefficients} checker; the expected triple holds the gcd from
 * {@link BigInteger#gcd} and one pair from {@link BigInteger#modInverse} (x = (a/g)^-1 mod b/g),
 * checked to satisfy a*x + b*y = g.
 */
public final class ExtendedGcdPlusTests implements PlusTestGenerator {
    private static final long MAX = Integer.MAX_VALUE;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        add(tests, "a = 0", 0, 7);
        add(tests, "b = 0", 7, 0);
        add(tests, "a = 0, b = 1", 0, 1);
        add(tests, "a = 2^31 - 1, b = 0", MAX, 0);
        add(tests, "a = b", 12, 12);
        add(tests, "a = b = 1", 1, 1);
        add(tests, "b divides a", 36, 12);
        add(tests, "a divides b", 12, 36);
        add(tests, "a = 1, b = 2^31 - 1", 1, MAX);
        add(tests, "consecutive integers near 2^31", MAX, MAX - 1);
        add(tests, "two primes near 2^31", 2_147_483_647L, 2_147_483_629L);
        add(tests, "consecutive Fibonacci numbers F46, F45 (most steps below 2^31)", 1_836_311_903L, 1_134_903_170L);
        add(tests, "consecutive Fibonacci numbers F45, F46 (smaller first)", 1_134_903_170L, 1_836_311_903L);
        add(tests, "powers of two with gcd 2^29", 1L << 30, 3L << 29);
        Random rnd = new Random(1251);
        for (int i = 1; i <= 3; i++) {
            add(tests, "random pair " + i + " below 2^31 (seed 1251)", rnd.nextInt(Integer.MAX_VALUE), rnd.nextInt(Integer.MAX_VALUE));
        }
        long g = 46_337;  // a prime, so g*p and g*q share exactly g when p, q are coprime
        add(tests, "random pair with a large common factor 46337 (seed 1251)",
                g * (1 + rnd.nextInt(46_000)), g * (1 + rnd.nextInt(46_000)));
        return tests;
    }

    private static void add(List<HiddenTest> tests, String name, long a, long b) {
        if (a < 0 || b < 0 || a > MAX || b > MAX || a == 0 && b == 0) {
            throw new IllegalArgumentException(name + ": outside the prompt's ranges");
        }
        tests.add(HiddenTest.function(name, List.of(a, b), bezout(a, b)));
    }

    static List<Object> bezout(long a, long b) {
        BigInteger bigA = BigInteger.valueOf(a);
        BigInteger bigB = BigInteger.valueOf(b);
        BigInteger g = bigA.gcd(bigB);
        BigInteger x;
        BigInteger y;
        if (b == 0) {
            x = BigInteger.ONE;
            y = BigInteger.ZERO;
        } else {
            BigInteger reducedB = bigB.divide(g);
            x = reducedB.equals(BigInteger.ONE) ? BigInteger.ZERO : bigA.divide(g).modInverse(reducedB);
            y = g.subtract(bigA.multiply(x)).divide(bigB);
        }
        if (!bigA.multiply(x).add(bigB.multiply(y)).equals(g)) {
            throw new IllegalStateException("no Bezout pair for " + a + ", " + b);
        }
        return List.of(g.longValueExact(), x.longValueExact(), y.longValueExact());
    }
}
