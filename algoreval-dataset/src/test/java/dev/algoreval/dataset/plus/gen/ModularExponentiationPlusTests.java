package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of modular exponentiation within the prompt's ranges (base and exponent below 2^31,
 * 1 <= modulus < 2^31): exponent 0 and modulus 1 (0^0 is 1, and 1 mod 1 is 0), a base of at least the
 * modulus, and residues near 2^31 whose products need 62 bits, which kill 32-bit arithmetic and
 * double-precision products (exact only below 2^53). Oracle: {@link BigInteger#modPow}.
 */
public final class ModularExponentiationPlusTests implements PlusTestGenerator {
    private static final long MAX = Integer.MAX_VALUE;  // 2^31 - 1, a prime

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        add(tests, "exponent 0, modulus 1", 12345, 0, 1);
        add(tests, "exponent 0, modulus 1000", 12345, 0, 1000);
        add(tests, "0 to the power 0", 0, 0, 17);
        add(tests, "base 0, positive exponent", 0, 1_000_000, 97);
        add(tests, "modulus 1, large exponent", MAX - 1, MAX - 1, 1);
        add(tests, "modulus 2", 1_234_567, MAX - 1, 2);
        add(tests, "exponent 1, base larger than the modulus", MAX - 1, 1, 1000);
        add(tests, "base a multiple of the modulus", 3 * 65_537, 5, 65_537);
        add(tests, "Fermat: 3^(p-1) mod p = 1 for p = 2^31 - 1", 3, MAX - 1, MAX);
        add(tests, "(p-1)^odd mod p = p-1 for p = 2^31 - 1", MAX - 1, MAX - 2, MAX);
        add(tests, "all exponent bits set (2^31 - 1), modulus 2^31 - 1", 2_147_483_000L, MAX, MAX);
        add(tests, "largest even modulus (2^31 - 2)", 2_147_483_645L, 2_147_483_643L, MAX - 1);
        add(tests, "power of two modulus 2^30", 3, 1_000_000_007L, 1L << 30);
        add(tests, "residues just below 2^31 (modulus 2^31 - 19)", 2_147_483_600L, 2_000_000_001L, 2_147_483_629L);
        Random rnd = new Random(1241);
        for (int i = 1; i <= 4; i++) {
            long base = rnd.nextInt(Integer.MAX_VALUE);
            long exponent = rnd.nextInt(Integer.MAX_VALUE);
            long modulus = (1L << 30) + rnd.nextInt(1 << 30);
            add(tests, "random triple " + i + " with a modulus above 2^30 (seed 1241)", base, exponent, modulus);
        }
        return tests;
    }

    private static void add(List<HiddenTest> tests, String name, long base, long exponent, long modulus) {
        if (base < 0 || base > MAX || exponent < 0 || exponent > MAX || modulus < 1 || modulus > MAX) {
            throw new IllegalArgumentException(name + ": outside the prompt's ranges");
        }
        long expected = BigInteger.valueOf(base).modPow(BigInteger.valueOf(exponent), BigInteger.valueOf(modulus))
                .longValueExact();
        tests.add(HiddenTest.function(name, List.of(base, exponent, modulus), expected));
    }
}
