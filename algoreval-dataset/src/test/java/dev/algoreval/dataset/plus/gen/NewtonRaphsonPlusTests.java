package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of Newton-Raphson on a polynomial. The prompt fixes the iteration (x - p(x)/p'(x), stop
 * when two iterates differ by less than tol and return the newer one, else the last iterate after
 * maxIter steps), so the oracle runs that iteration, but evaluates p' from the derivative's own
 * coefficients rather than in one Horner pass with p as the references do. Cases: the prompt's cubic
 * from its three starts, linear and quadratic polynomials, a leading zero coefficient, a loose tol
 * that stops early, maxIter cutting the run short (1, 3, and an exact 2-cycle 0 -> 1 -> 0 of
 * x^3 - 2x + 2 whose answer depends on the parity of maxIter), a double root (slow convergence), no
 * real root, a far start, and seeded polynomials built from random real roots. No test makes p' zero
 * at an iterate (the prompt's error case), and the oracle refuses a stop decided within rounding of tol.
 */
public final class NewtonRaphsonPlusTests implements PlusTestGenerator {

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        double[] prompt = {1, -4, 1, 3};
        tests.add(test("the prompt's cubic from -2", prompt, -2, 1e-12, 100));
        tests.add(test("the prompt's cubic from 0.5", prompt, 0.5, 1e-12, 100));
        tests.add(test("the prompt's cubic from 5", prompt, 5, 1e-12, 100));
        tests.add(test("linear 2x - 3: one step to the root, a second to stop", new double[] {2, -3}, 10, 1e-12, 100));
        tests.add(test("x^2 - 2 from 1: sqrt(2)", new double[] {1, 0, -2}, 1, 1e-14, 100));
        tests.add(test("x^2 - 2 from -1e6: a far start, many halving steps", new double[] {1, 0, -2}, -1e6, 1e-12, 100));
        tests.add(test("a leading zero coefficient: 0x^2 + x - 1", new double[] {0, 1, -1}, 7, 1e-12, 100));
        tests.add(test("maxIter 1: the first iterate is returned", new double[] {1, 0, -2}, 1, 1e-12, 1));
        tests.add(test("maxIter 3: stopped before converging", new double[] {1, 0, -2}, 1, 1e-12, 3));
        tests.add(test("x^3 - 2x + 2 from 0 cycles 0, 1, 0, ...: maxIter 7 ends on 1", new double[] {1, 0, -2, 2}, 0,
                1e-12, 7));
        tests.add(test("x^3 - 2x + 2 from 0 cycles 0, 1, 0, ...: maxIter 8 ends on 0", new double[] {1, 0, -2, 2}, 0,
                1e-12, 8));
        tests.add(test("a loose tol of 0.5 stops after the first short step", prompt, 5, 0.5, 100));
        tests.add(test("double root (x - 1)^2: linear convergence", new double[] {1, -2, 1}, 3, 1e-6, 100));
        tests.add(test("x^2 + 1 has no real root: the 10th iterate", new double[] {1, 0, 1}, 0.5, 1e-12, 10));
        tests.add(test("x(x^2 - 1)(x^2 - 9) from 2.2: a long first step to the root 0", new double[] {1, 0, -10, 0, 9, 0}, 2.2, 1e-12, 100));
        Random rnd = new Random(1202);
        for (int degree : new int[] {3, 5, 8, 12}) {
            double[] roots = new double[degree];
            for (int i = 0; i < degree; i++) {
                roots[i] = (rnd.nextInt(49) - 24) / 8.0;
            }
            double x0 = (rnd.nextInt(81) - 40) / 10.0 + 0.05;
            tests.add(test("degree " + degree + " with random real roots " + Arrays.toString(roots) + " (seed 1202)",
                    fromRoots(roots), x0, 1e-12, 200));
        }
        return tests;
    }

    private static HiddenTest test(String name, double[] coeffs, double x0, double tol, int maxIter) {
        List<Object> c = new ArrayList<>();
        for (double v : coeffs) {
            c.add(v);
        }
        return HiddenTest.function(name, List.of(c, x0, tol, (long) maxIter), newton(name, coeffs, x0, tol, maxIter));
    }

    static double newton(String name, double[] coeffs, double x0, double tol, int maxIter) {
        int degree = coeffs.length - 1;
        double[] derivative = new double[Math.max(degree, 1)];
        for (int i = 0; i < degree; i++) {
            derivative[i] = coeffs[i] * (degree - i);
        }
        double x = x0;
        for (int iter = 0; iter < maxIter; iter++) {
            double p = horner(coeffs, x);
            double dp = horner(derivative, x);
            if (dp == 0) {
                throw new IllegalStateException(name + ": p' is zero at an iterate, which the prompt keeps out of tests");
            }
            double next = x - p / dp;
            double step = Math.abs(next - x);
            if (Math.abs(step - tol) <= 1e-6 * tol) {
                throw new IllegalStateException(name + ": the stop is decided within rounding of tol; pick another case");
            }
            if (step < tol) {
                return next;
            }
            x = next;
        }
        return x;
    }

    private static double horner(double[] coeffs, double x) {
        double value = 0;
        for (double c : coeffs) {
            value = value * x + c;
        }
        return value;
    }

    /** The coefficients of the product of (x - r) over the roots, highest degree first. */
    private static double[] fromRoots(double[] roots) {
        double[] c = {1};
        for (double r : roots) {
            double[] next = new double[c.length + 1];
            for (int i = 0; i < c.length; i++) {
                next[i] += c[i];
                next[i + 1] -= c[i] * r;
            }
            c = next;
        }
        return c;
    }
}
