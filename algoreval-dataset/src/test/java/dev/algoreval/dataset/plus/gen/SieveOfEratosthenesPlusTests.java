package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;

/**
 * Hidden tests of the sieve: n = 0, 1, 2, 3 (the empty and one-prime answers), squares of primes as n
 * (where a bound of p*p < n instead of p*p <= n leaves them unmarked), prime n (included, the bound is
 * "less than or equal"), and n = 999983, the largest prime below 10^6 (78498 primes). Oracle: trial
 * division of every k by the primes up to sqrt(k), a route without a sieve; the count below 10^6 is
 * checked against the known pi(10^6) = 78498.
 */
public final class SieveOfEratosthenesPlusTests implements PlusTestGenerator {
    private static final int LARGEST_PRIME_BELOW_MILLION = 999_983;
    private static final int PRIMES_BELOW_MILLION = 78_498;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        add(tests, "n = 0", 0);
        add(tests, "n = 1", 1);
        add(tests, "n = 2 (the only even prime, and n itself)", 2);
        add(tests, "n = 3", 3);
        add(tests, "n = 4 (the first square of a prime)", 4);
        add(tests, "n = 25 (square of a prime)", 25);
        add(tests, "n = 49 (square of the largest prime needed)", 49);
        add(tests, "n = 97 (a prime n is included)", 97);
        add(tests, "n = 120 (just below 11^2)", 120);
        add(tests, "n = 121 (11^2)", 121);
        add(tests, "n = 1024", 1024);
        add(tests, "n = 100003 (a prime, 9593 primes)", 100_003);
        List<Object> large = add(tests, "n = 999983, the largest prime below 10^6 (78498 primes)", LARGEST_PRIME_BELOW_MILLION);
        if (large.size() != PRIMES_BELOW_MILLION) {
            throw new IllegalStateException("trial division found " + large.size() + " primes below 10^6, not 78498");
        }
        return tests;
    }

    private static List<Object> add(List<HiddenTest> tests, String name, long n) {
        List<Object> primes = primesByTrialDivision((int) n);
        tests.add(HiddenTest.function(name, List.of(n), primes));
        return primes;
    }

    static List<Object> primesByTrialDivision(int n) {
        List<Integer> primes = new ArrayList<>();
        for (int k = 2; k <= n; k++) {
            boolean prime = true;
            for (int p : primes) {
                if ((long) p * p > k) {
                    break;
                }
                if (k % p == 0) {
                    prime = false;
                    break;
                }
            }
            if (prime) {
                primes.add(k);
            }
        }
        return new ArrayList<>(primes.stream().map(p -> (Object) (long) p).toList());
    }
}
