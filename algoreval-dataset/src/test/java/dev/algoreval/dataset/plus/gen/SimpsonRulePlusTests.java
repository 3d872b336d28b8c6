package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.RealFunctions;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

/**
 * Hidden tests of the composite Simpson's rule: every function of the {@link RealFunctions} menu, the
 * smallest n (2), intervals left of zero and across it, a kink (|x|), an infinite slope (sqrt(x) at 0),
 * and a large n. The expected value is the rule's own approximation (not the true integral), computed
 * by another route than the references' weighted running sum: panel by panel, (h/3)(f0 + 4 f1 + f2)
 * for each pair of subintervals, accumulated in {@link BigDecimal}. Where Simpson's rule is exact
 * (polynomials up to degree 3) the oracle is also checked against the analytic integral.
 */
public final class SimpsonRulePlusTests implements PlusTestGenerator {

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        tests.add(exact("x^2 on [0, 3], n = 2: exact (9)", "x^2", 0, 3, 2, 9));
        tests.add(exact("x^3 on [-1, 2], n = 4: exact (3.75)", "x^3", -1, 2, 4, 3.75));
        tests.add(exact("x^3 on [-2, 2], n = 2: odd function, exact 0", "x^3", -2, 2, 2, 0));
        tests.add(test("x^4-2x+1 on [0, 1], n = 2: degree 4, not exact", "x^4-2x+1", 0, 1, 2));
        tests.add(test("sin(x) on [0, pi], n = 10", "sin(x)", 0, Math.PI, 10));
        tests.add(test("cos(3x) on [0, 1], n = 6", "cos(3x)", 0, 1, 6));
        tests.add(test("exp(x) on [-1, 1], n = 8", "exp(x)", -1, 1, 8));
        tests.add(test("exp(-x^2) on [-3, 3], n = 100", "exp(-x^2)", -3, 3, 100));
        tests.add(test("sqrt(x) on [0, 4], n = 16: infinite slope at 0", "sqrt(x)", 0, 4, 16));
        tests.add(test("|x| on [-1, 2], n = 2: the kink between nodes", "|x|", -1, 2, 2));
        tests.add(test("|x| on [-1, 1], n = 4: the kink on a node", "|x|", -1, 1, 4));
        tests.add(test("1/(1+x^2) on [0, 4], n = 8 (the prompt's function)", "1/(1+x^2)", 0, 4, 8));
        tests.add(test("1/(1+x^2) on [-5, -1], n = 12: interval left of zero", "1/(1+x^2)", -5, -1, 12));
        tests.add(test("exp(x) on [0.5, 0.75], n = 2: a short interval", "exp(x)", 0.5, 0.75, 2));
        tests.add(test("sin(x) on [-10, 10.5], n = 1000", "sin(x)", -10, 10.5, 1000));
        tests.add(test("cos(3x) on [0, 20], n = 200000: many subintervals", "cos(3x)", 0, 20, 200_000));
        return tests;
    }

    private static HiddenTest test(String name, String f, double a, double b, int n) {
        return HiddenTest.function(name, List.of(f, a, b, (long) n), simpson(RealFunctions.get(f), a, b, n));
    }

    /** A case where the rule is exact: the oracle must give the analytic integral. */
    private static HiddenTest exact(String name, String f, double a, double b, int n, double integral) {
        HiddenTest test = test(name, f, a, b, n);
        double value = (Double) test.expected();
        if (Math.abs(value - integral) > 1e-12 * Math.max(1, Math.abs(integral))) {
            throw new IllegalStateException(name + ": the oracle gives " + value + ", the integral is " + integral);
        }
        return test;
    }

    /** Panel by panel in exact decimal arithmetic over the double values of f, h and the nodes. */
    static double simpson(DoubleUnaryOperator f, double a, double b, int n) {
        double h = (b - a) / n;
        BigDecimal sum = BigDecimal.ZERO;
        for (int panel = 0; panel < n / 2; panel++) {
            int left = 2 * panel;
            BigDecimal f0 = new BigDecimal(f.applyAsDouble(a + left * h));
            BigDecimal f1 = new BigDecimal(f.applyAsDouble(a + (left + 1) * h));
            BigDecimal f2 = new BigDecimal(f.applyAsDouble(a + (left + 2) * h));
            sum = sum.add(f0.add(f1.multiply(BigDecimal.valueOf(4))).add(f2));
        }
        return sum.multiply(new BigDecimal(h)).divide(BigDecimal.valueOf(3), MathContext.DECIMAL128).doubleValue();
    }
}
