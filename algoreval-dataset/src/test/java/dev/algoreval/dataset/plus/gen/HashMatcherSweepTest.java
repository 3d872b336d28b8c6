package dev.algoreval.dataset.plus.gen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.TestSelection;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.HiddenTests;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The Rabin–Karp hidden tests against every hash-only matcher of a grid: a search that reports each
 * window whose polynomial hash modulo m equals the pattern's, without comparing the characters, for
 * every base 2..300 and every modulus of {@link #moduli()} (all primes below {@value #PRIMES_BELOW}
 * and the common moduli up to 2^20), in four forms: the rolling hash {@code h = (h * b + c) mod m} of
 * the characters' codes with the standard window update, the same of {@code c - 'a' + 1}, the same
 * with every position weighted one power higher ({@code h = (h + c) * b}), and the prefix
 * (little-endian) hash {@code sum c_i b^i}. Each one must report a wrong list on some stored test,
 * that is a window that is not an occurrence with the pattern's hash; the oracle's expected list
 * says which windows are occurrences.
 *
 * <p>The hashes of all windows of a test are one O(n) pass for one (form, base, modulus), and the
 * pass stops at a false match, which random windows give after about m of them. The tests are tried
 * from the shortest text up, but the one that caught the previous matcher first (the next modulus,
 * or the next base, is usually caught by the same test), so the 693,680 matchers take about 4 s of
 * CPU. A false match found by rolling is confirmed from the definition (the window's characters
 * differ from the pattern's, and their weighted sums are equal), so a slip in the rolling cannot
 * make a survivor look caught.
 */
class HashMatcherSweepTest {
    private static final String ALGORITHM = "rabin-karp";
    private static final int FIRST_BASE = 2;
    private static final int LAST_BASE = 300;
    static final int PRIMES_BELOW = 4096;
    /** Character codes 0..127 (the tests are ASCII). */
    private static final int CODES = 128;
    /** Moduli programs take (textbooks, 16-bit and 20-bit primes, Mersenne primes, powers of ten and two). */
    private static final int[] COMMON_MODULI = {13, 101, 997, 1000, 1009, 1024, 10_000, 10_007, 65_521, 65_536,
        65_537, 99_991, 100_003, 131_071, 524_287, 999_983, 1_000_000, 1_000_003, 1_000_007, 1_048_573};

    private enum Form {
        ROLLING(false, 0, 0, "rolling hash of ord(c)"),
        ROLLING_LETTER_CODES(false, 'a' - 1, 0, "rolling hash of c - 'a' + 1"),
        ROLLING_ONE_POWER_HIGHER(false, 0, 1, "rolling hash h = (h + c) * b"),
        PREFIX(true, 0, 0, "prefix hash sum c_i b^i");

        final boolean reversed;
        final int offset;
        final int extraPower;
        final String description;

        Form(boolean reversed, int offset, int extraPower, String description) {
            this.reversed = reversed;
            this.offset = offset;
            this.extraPower = extraPower;
            this.description = description;
        }
    }

    /** One stored test: the codes of text and pattern, and which windows are occurrences. */
    private record Search(String name, int[] text, int[] pattern, boolean[] occurrence) {
        static Search of(HiddenTest test) {
            String text = (String) test.args().get(0);
            String pattern = (String) test.args().get(1);
            boolean[] occurrence = new boolean[Math.max(0, text.length() - pattern.length() + 1)];
            for (Object index : (List<?>) test.expected()) {
                occurrence[((Number) index).intValue()] = true;
            }
            return new Search(test.name(), text.chars().toArray(), pattern.chars().toArray(), occurrence);
        }

        /** The little-endian hash of a window is the big-endian hash of the reversed window. */
        Search reversed() {
            boolean[] flipped = new boolean[occurrence.length];
            for (int s = 0; s < occurrence.length; s++) {
                flipped[occurrence.length - 1 - s] = occurrence[s];
            }
            return new Search(name, reverse(text), reverse(pattern), flipped);
        }

        private static int[] reverse(int[] a) {
            return IntStream.range(0, a.length).map(i -> a[a.length - 1 - i]).toArray();
        }
    }

    @Test
    void everyHashOnlyMatcherOfTheGridReportsAFalseOccurrence() {
        assumeTrue(TestSelection.includes(ALGORITHM), "rabin-karp is not selected");
        List<HiddenTest> hidden = HiddenTests.of(ALGORITHM, Representation.byId("default").orElseThrow()).orElseThrow();
        List<Search> forwards = hidden.stream().map(Search::of)
                .filter(s -> s.pattern().length <= s.text().length)
                .sorted(Comparator.comparingInt(s -> s.text().length)).toList();
        List<Search> backwards = forwards.stream().map(Search::reversed).toList();
        int[] moduli = moduli();
        // the window update's operands stay below 2^31, and the tests below 128
        assertThat(moduli[moduli.length - 1]).isLessThan((Integer.MAX_VALUE - LAST_BASE) / (2 * LAST_BASE + 1));
        assertThat(forwards).allSatisfy(s -> assertThat(IntStream.concat(IntStream.of(s.text()), IntStream.of(s.pattern())))
                .allMatch(c -> c < CODES));
        List<String> survivors = new ArrayList<>();
        List<String> wrongCatches = new ArrayList<>();
        long pairs = 0;
        long start = System.nanoTime();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        for (Form form : Form.values()) {
            List<Search> searches = new ArrayList<>(form.reversed ? backwards : forwards);
            for (int base = FIRST_BASE; base <= LAST_BASE; base++) {
                for (int modulus : moduli) {
                    pairs++;
                    if (!killed(searches, form, base, modulus, wrongCatches)) {
                        survivors.add(form.description + ", base " + base + " mod " + modulus);
                    }
                }
            }
        }
        System.out.printf("hash-only matchers: %d forms x %d bases x %d moduli = %d, %d survive, %.1f s (%.1f s CPU)%n",
                Form.values().length, LAST_BASE - FIRST_BASE + 1, moduli.length, pairs, survivors.size(),
                (System.nanoTime() - start) / 1e9, (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9);
        assertThat(wrongCatches).as("false matches that the definition does not confirm (a bug of the sweep)").isEmpty();
        assertThat(survivors.size()).as("hash-only matchers that pass every hidden test of %s, among them %s", ALGORITHM,
                survivors.subList(0, Math.min(20, survivors.size()))).isZero();
    }

    /** Every prime below {@value #PRIMES_BELOW} and the common moduli, in increasing order. */
    static int[] moduli() {
        TreeSet<Integer> moduli = new TreeSet<>();
        boolean[] composite = new boolean[PRIMES_BELOW];
        for (int p = 2; p < PRIMES_BELOW; p++) {
            if (!composite[p]) {
                moduli.add(p);
                for (int q = p * p; q < PRIMES_BELOW; q += p) {
                    composite[q] = true;
                }
            }
        }
        for (int m : COMMON_MODULI) {
            moduli.add(m);
        }
        return moduli.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Whether some search catches the matcher; that search moves to the front of {@code searches}. The
     * window found is checked again from the definitions: it differs from the pattern, and its hash,
     * summed over its characters with the form's weights (not rolled), equals the pattern's; a window
     * that fails the check goes to {@code wrongCatches}.
     */
    private static boolean killed(List<Search> searches, Form form, int base, int modulus, List<String> wrongCatches) {
        for (int k = 0; k < searches.size(); k++) {
            Search search = searches.get(k);
            int s = falseMatch(search, form, base, modulus);
            if (s >= 0) {
                int[] window = Arrays.copyOfRange(search.text(), s, s + search.pattern().length);
                if (Arrays.equals(window, search.pattern()) || definitionHash(window, form, base, modulus)
                        != definitionHash(search.pattern(), form, base, modulus)) {
                    wrongCatches.add(form.description + ", base " + base + " mod " + modulus + ": window " + s
                            + " of " + search.name() + (form.reversed ? " (reversed)" : ""));
                }
                searches.add(0, searches.remove(k));
                return true;
            }
        }
        return false;
    }

    /**
     * sum (c_i - offset) w_i mod m over a string of length L, with w_i = b^(L-1-i+e) (rolling forms) or,
     * the search being reversed for the prefix form, w_i = b^(L-1-i) of the reversed string, which is
     * b^i of the original one.
     */
    private static long definitionHash(int[] s, Form form, long base, long m) {
        long sum = 0;
        long weight = power(base, form.extraPower, m);
        for (int i = s.length - 1; i >= 0; i--) {
            sum = Math.floorMod(sum + (s[i] - form.offset) * weight, m);
            weight = weight * base % m;
        }
        return sum;
    }

    /**
     * A window that is not an occurrence but has the pattern's hash, or -1. With
     * {@code e = form.extraPower}, position i of a window of length L weighs b^(L-1-i+e), so a window
     * moves on by h' = (h - c_out b^(L-1+e)) b + c_in b^e. Both terms are looked up per character as
     * residues in 0..m-1, so h' is below 2 m b + m < 2^31 before it is reduced, by Lemire's
     * multiply-shift remainder (exact for 32-bit operands). One rolling hash is a chain of dependent
     * multiplications, so four run side by side, each over a quarter of the windows.
     */
    private static int falseMatch(Search search, Form form, int base, int modulus) {
        int[] t = search.text();
        int length = search.pattern().length;
        long m = modulus;
        long last = power(base, form.extraPower, m);
        long high = power(base, length - 1 + form.extraPower, m);
        long patternHash = hash(search.pattern(), 0, length, form.offset, base, last, m);
        long[] out = new long[CODES];  // -(c - offset) * high mod m
        long[] in = new long[CODES];   // (c - offset) * last mod m
        out[0] = Math.floorMod(form.offset * high, m);
        in[0] = Math.floorMod(-form.offset * last, m);
        for (int c = 1; c < CODES; c++) {
            out[c] = out[c - 1] >= high ? out[c - 1] - high : out[c - 1] - high + m;
            in[c] = in[c - 1] + last < m ? in[c - 1] + last : in[c - 1] + last - m;
        }
        long inverse = Long.divideUnsigned(-1L, m) + 1;
        boolean[] occurrence = search.occurrence();
        int windows = t.length - length + 1;
        int lane = (windows + 3) / 4;
        if (windows < 64) {
            long h = hash(t, 0, length, form.offset, base, last, m);
            for (int s = 0; ; s++) {
                if (h == patternHash && !occurrence[s]) {
                    return s;
                }
                if (s + 1 == windows) {
                    return -1;
                }
                long fraction = inverse * ((h + out[t[s]]) * base + in[t[s + length]]);
                h = Math.multiplyHigh(fraction, m) + ((fraction >> 63) & m);
            }
        }
        // lanes start at 0, lane, 2 lane and windows - lane, so together they cover every window
        int a = 0;
        int b = lane;
        int c = 2 * lane;
        int d = windows - lane;
        long ha = hash(t, a, length, form.offset, base, last, m);
        long hb = hash(t, b, length, form.offset, base, last, m);
        long hc = hash(t, c, length, form.offset, base, last, m);
        long hd = hash(t, d, length, form.offset, base, last, m);
        for (int j = 0; ; j++) {
            if (ha == patternHash && !occurrence[a + j]) {
                return a + j;
            }
            if (hb == patternHash && !occurrence[b + j]) {
                return b + j;
            }
            if (hc == patternHash && !occurrence[c + j]) {
                return c + j;
            }
            if (hd == patternHash && !occurrence[d + j]) {
                return d + j;
            }
            if (j + 1 == lane) {
                return -1;
            }
            long fa = inverse * ((ha + out[t[a + j]]) * base + in[t[a + j + length]]);
            long fb = inverse * ((hb + out[t[b + j]]) * base + in[t[b + j + length]]);
            long fc = inverse * ((hc + out[t[c + j]]) * base + in[t[c + j + length]]);
            long fd = inverse * ((hd + out[t[d + j]]) * base + in[t[d + j + length]]);
            ha = Math.multiplyHigh(fa, m) + ((fa >> 63) & m);
            hb = Math.multiplyHigh(fb, m) + ((fb >> 63) & m);
            hc = Math.multiplyHigh(fc, m) + ((fc >> 63) & m);
            hd = Math.multiplyHigh(fd, m) + ((fd >> 63) & m);
        }
    }

    /** The hash of s[from..from+length) with the form's offset and weights, by Horner's rule. */
    private static long hash(int[] s, int from, int length, int offset, long base, long last, long m) {
        long h = 0;
        for (int i = from; i < from + length; i++) {
            h = (h * base + s[i] - offset) % m;
        }
        return Math.floorMod(h * last, m);
    }

    private static long power(long base, int exponent, long modulus) {
        long r = 1 % modulus;
        long b = base % modulus;
        for (int e = exponent; e > 0; e >>= 1) {
            if ((e & 1) == 1) {
                r = r * b % modulus;
            }
            b = b * b % modulus;
        }
        return r;
    }
}
