package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Locale;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.RealVector;

/** Apache Commons Math's LUDecomposition solver; fails if a printed value sits near a rounding boundary. */
public final class GaussianEliminationOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        RealVector x = new LUDecomposition(new Array2DRowRealMatrix(input.doubleMatrix("A")))
                .getSolver().solve(new ArrayRealVector(input.doubles("b")));
        StringBuilder out = new StringBuilder();
        for (double v : x.toArray()) {
            String s = fixed4(v);
            if (!fixed4(v - 1e-7).equals(s) || !fixed4(v + 1e-7).equals(s)) {
                throw new IllegalStateException("value " + v + " is too close to a rounding boundary");
            }
            out.append(s).append('\n');
        }
        return out.toString();
    }

    private static String fixed4(double v) {
        String s = String.format(Locale.ROOT, "%.4f", v);
        return s.equals("-0.0000") ? "0.0000" : s;
    }
}
