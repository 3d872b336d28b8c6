package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of Gaussian elimination with partial pivoting on systems with a unique solution (the
 * prompt's promise): n = 1, zeros on the diagonal that only a row swap gets past (the prompt's matrix,
 * a permutation matrix), a pivot of 1e-17 that ruins elimination without pivoting, a nearly singular
 * system, Hilbert 5x5, triangular and diagonal matrices, b = 0, and seeded random systems up to
 * 150 x 150 (integer ones with a planted integer solution, which is then the expected result). The
 * oracle solves the stored system in 80-digit decimal arithmetic; a planted solution must agree with it
 * to 30 digits, and the oracle's result must agree within 1e-9 with a
 * plain double implementation of the prompt's algorithm, so no system is too ill-conditioned for the
 * declared tolerance.
 */
public final class GaussianEliminationPlusTests implements PlusTestGenerator {
    private static final MathContext PRECISION = new MathContext(80);

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        tests.add(test("1 x 1", new double[][] {{2}}, new double[] {3}));
        tests.add(test("2 x 2 with a zero in the top-left corner", new double[][] {{0, 1}, {1, 0}}, new double[] {2, 3}));
        tests.add(test("the prompt's system (zero on the diagonal)", new double[][] {{0, 2, -1, 3}, {4, -1, 2, 1},
                {-2, 3, 5, -4}, {1, 1, -3, 2}}, new double[] {5, 7, -3, 6}));
        double[][] permutation = new double[5][5];
        int[] to = {3, 0, 4, 1, 2};
        for (int i = 0; i < 5; i++) {
            permutation[i][to[i]] = 1;
        }
        tests.add(test("5 x 5 permutation matrix: every diagonal entry is zero", permutation,
                new double[] {1, -2, 3, -4, 5}));
        tests.add(test("a pivot of 1e-17: wrong without a row swap", new double[][] {{1e-17, 1}, {1, 1}},
                new double[] {1, 2}));
        double eps = Math.scalb(1.0, -30);
        tests.add(planted("nearly singular: rows differ by 2^-30", new double[][] {{1, 1}, {1, 1 + eps}},
                new double[] {1, 1}));
        double[][] hilbert = new double[5][5];
        double[] ones = new double[5];
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                hilbert[i][j] = 1.0 / (i + j + 1);
                ones[i] += hilbert[i][j];
            }
        }
        tests.add(test("Hilbert 5 x 5 (condition number about 5e5), b = row sums", hilbert, ones));
        tests.add(test("3 x 3 identity", new double[][] {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, new double[] {-1.5, 0, 2.25}));
        tests.add(planted("upper triangular: back substitution only", new double[][] {{2, -1, 3, 1}, {0, 4, -2, 5},
                {0, 0, -3, 1}, {0, 0, 0, 0.5}}, new double[] {1, -2, 3, -4}));
        tests.add(planted("lower triangular", new double[][] {{3, 0, 0, 0}, {-1, 2, 0, 0}, {4, 5, -6, 0},
                {1, 1, 1, 1}}, new double[] {2, 0, -1, 7}));
        tests.add(test("diagonal with negative and fractional entries", new double[][] {{-4, 0, 0}, {0, 0.5, 0},
                {0, 0, -0.125}}, new double[] {1, -3, 2}));
        tests.add(test("b = 0: the zero solution", new double[][] {{2, 1, -1}, {-3, -1, 2}, {-2, 1, 2}},
                new double[] {0, 0, 0}));
        tests.add(test("largest pivot in the last row", new double[][] {{1, 2, 3}, {4, 5, 6}, {7, 8, 10}},
                new double[] {6, 15, 25}));
        Random rnd = new Random(1204);
        tests.add(planted("random 10 x 10 integers with an integer solution (seed 1204)", integers(rnd, 10, 9),
                integerVector(rnd, 10, 20)));
        double[][] gaussian = new double[50][50];
        double[] rhs = new double[50];
        for (int i = 0; i < 50; i++) {
            for (int j = 0; j < 50; j++) {
                gaussian[i][j] = rnd.nextGaussian();
            }
            rhs[i] = rnd.nextGaussian();
        }
        tests.add(test("random 50 x 50 Gaussian entries (seed 1204)", gaussian, rhs));
        tests.add(planted("random 150 x 150 integers with an integer solution (seed 1204)", integers(rnd, 150, 99),
                integerVector(rnd, 150, 50)));
        return tests;
    }

    private static HiddenTest test(String name, double[][] a, double[] b) {
        double[] exact = exactSolution(name, a, b);
        double[] rounded = partialPivoting(a, b);
        for (int i = 0; i < exact.length; i++) {
            double diff = Math.abs(rounded[i] - exact[i]);
            if (diff > 1e-9 && diff > 1e-9 * Math.abs(exact[i])) {
                throw new IllegalStateException(name + ": too ill-conditioned for the tolerance (x[" + i + "] = "
                        + exact[i] + " exactly, " + rounded[i] + " in doubles)");
            }
        }
        List<Object> rows = new ArrayList<>();
        for (double[] row : a) {
            rows.add(list(row));
        }
        return HiddenTest.function(name, List.of(rows, list(b)), list(exact));
    }

    /** A system built as b = A x from a chosen x, exact in doubles (small integers); the oracle must find x. */
    private static HiddenTest planted(String name, double[][] a, double[] x) {
        double[] b = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            BigDecimal sum = BigDecimal.ZERO;
            for (int j = 0; j < a.length; j++) {
                sum = sum.add(new BigDecimal(a[i][j]).multiply(new BigDecimal(x[j])));
            }
            b[i] = sum.doubleValue();
            if (new BigDecimal(b[i]).compareTo(sum) != 0) {
                throw new IllegalStateException(name + ": b[" + i + "] is not exact in a double");
            }
        }
        HiddenTest test = test(name, a, b);
        List<?> found = (List<?>) test.expected();
        for (int i = 0; i < x.length; i++) {
            if (Math.abs((Double) found.get(i) - x[i]) > 1e-30 * Math.max(1, Math.abs(x[i]))) {
                throw new IllegalStateException(name + ": the oracle found x[" + i + "] = " + found.get(i) + ", not " + x[i]);
            }
        }
        // The planted solution is the exact one; the 80-digit oracle is off by at most a few units of 1e-80.
        return HiddenTest.function(name, test.args(), list(x));
    }

    /** Partial pivoting in 80-digit decimals over the exact values of the stored doubles. */
    static double[] exactSolution(String name, double[][] a, double[] b) {
        int n = a.length;
        BigDecimal[][] m = new BigDecimal[n][n + 1];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                m[i][j] = new BigDecimal(a[i][j]);
            }
            m[i][n] = new BigDecimal(b[i]);
        }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) {
                if (m[r][col].abs().compareTo(m[pivot][col].abs()) > 0) {
                    pivot = r;
                }
            }
            if (m[pivot][col].signum() == 0) {
                throw new IllegalStateException(name + ": singular, but the prompt promises a unique solution");
            }
            BigDecimal[] swap = m[col];
            m[col] = m[pivot];
            m[pivot] = swap;
            for (int r = col + 1; r < n; r++) {
                if (m[r][col].signum() == 0) {
                    continue;
                }
                BigDecimal factor = m[r][col].divide(m[col][col], PRECISION);
                for (int c = col; c <= n; c++) {
                    m[r][c] = m[r][c].subtract(factor.multiply(m[col][c], PRECISION), PRECISION);
                }
            }
        }
        double[] x = new double[n];
        BigDecimal[] exact = new BigDecimal[n];
        for (int i = n - 1; i >= 0; i--) {
            BigDecimal s = m[i][n];
            for (int j = i + 1; j < n; j++) {
                s = s.subtract(m[i][j].multiply(exact[j], PRECISION), PRECISION);
            }
            exact[i] = s.divide(m[i][i], PRECISION);
            x[i] = exact[i].doubleValue() + 0.0;
        }
        return x;
    }

    /** The prompt's algorithm in doubles, only to reject systems whose rounding the tolerance would not cover. */
    private static double[] partialPivoting(double[][] a, double[] b) {
        int n = a.length;
        double[][] m = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], 0, m[i], 0, n);
            m[i][n] = b[i];
        }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) {
                    pivot = r;
                }
            }
            double[] swap = m[col];
            m[col] = m[pivot];
            m[pivot] = swap;
            for (int r = col + 1; r < n; r++) {
                double factor = m[r][col] / m[col][col];
                for (int c = col; c <= n; c++) {
                    m[r][c] -= factor * m[col][c];
                }
            }
        }
        double[] x = new double[n];
        for (int i = n - 1; i >= 0; i--) {
            double s = m[i][n];
            for (int j = i + 1; j < n; j++) {
                s -= m[i][j] * x[j];
            }
            x[i] = s / m[i][i];
        }
        return x;
    }

    private static double[][] integers(Random rnd, int n, int bound) {
        double[][] a = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                a[i][j] = rnd.nextInt(2 * bound + 1) - bound;
            }
        }
        return a;
    }

    private static double[] integerVector(Random rnd, int n, int bound) {
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = rnd.nextInt(2 * bound + 1) - bound;
        }
        return x;
    }

    private static List<Object> list(double[] values) {
        List<Object> out = new ArrayList<>(values.length);
        for (double v : values) {
            out.add(v);
        }
        return out;
    }
}
