package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.math.BigInteger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Tests each number separately with the JDK's BigInteger.isProbablePrime instead of sieving. */
public final class SieveOfEratosthenesOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        String small = primesUpTo(input.integer("small")).mapToObj(String::valueOf).collect(Collectors.joining(" "));
        long largeCount = primesUpTo(input.integer("large")).count();
        return small + "\n" + largeCount + "\n";
    }

    private static IntStream primesUpTo(int n) {
        return IntStream.rangeClosed(2, n).filter(i -> BigInteger.valueOf(i).isProbablePrime(64));
    }
}
