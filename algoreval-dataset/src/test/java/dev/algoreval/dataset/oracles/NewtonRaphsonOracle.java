package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Locale;
import org.apache.commons.math3.analysis.polynomials.PolynomialFunction;
import org.apache.commons.math3.analysis.solvers.LaguerreSolver;
import org.apache.commons.math3.analysis.solvers.NewtonRaphsonSolver;
import org.apache.commons.math3.complex.Complex;

/**
 * Apache Commons Math's NewtonRaphsonSolver on a PolynomialFunction from each start. Checks that the
 * result is one of the polynomial's real roots as found by the LaguerreSolver and that the printed
 * value is not near a rounding boundary. The input's tol is a string ("1e-12") because YAML would
 * turn the number into 1.0E-12, which the prompt does not show.
 */
public final class NewtonRaphsonOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        double[] highestFirst = input.doubles("coeffs");
        double[] lowestFirst = new double[highestFirst.length];
        for (int i = 0; i < highestFirst.length; i++) {
            lowestFirst[i] = highestFirst[highestFirst.length - 1 - i];
        }
        PolynomialFunction p = new PolynomialFunction(lowestFirst);
        double tol = Double.parseDouble(input.string("tol"));
        int maxEval = input.integer("maxIter") + 1;
        Complex[] roots = new LaguerreSolver().solveAllComplex(lowestFirst, 0);
        StringBuilder out = new StringBuilder();
        for (double x0 : input.doubles("starts")) {
            double root = new NewtonRaphsonSolver(tol).solve(maxEval, p, Double.NaN, Double.NaN, x0);
            boolean isRoot = false;
            for (Complex r : roots) {
                isRoot |= Math.abs(r.getImaginary()) < 1e-9 && Math.abs(r.getReal() - root) < 1e-9;
            }
            String s = String.format(Locale.ROOT, "%.6f", root);
            if (!isRoot || !String.format(Locale.ROOT, "%.6f", root - 1e-9).equals(s)
                    || !String.format(Locale.ROOT, "%.6f", root + 1e-9).equals(s)) {
                throw new IllegalStateException("unexpected Newton result " + root + " from " + x0);
            }
            out.append(s).append('\n');
        }
        return out.toString();
    }
}
