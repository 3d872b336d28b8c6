package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Locale;
import org.apache.commons.math3.complex.Complex;
import org.apache.commons.math3.transform.DftNormalization;
import org.apache.commons.math3.transform.FastFourierTransformer;
import org.apache.commons.math3.transform.TransformType;

/**
 * Apache Commons Math's FastFourierTransformer (standard normalisation, forward transform), checked
 * against the defining O(N^2) sum; fails if any printed value sits near a rounding boundary.
 */
public final class FftOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        double[] x = input.doubles("x");
        Complex[] spectrum = new FastFourierTransformer(DftNormalization.STANDARD).transform(x, TransformType.FORWARD);
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < x.length; k++) {
            double re = 0;
            double im = 0;
            for (int n = 0; n < x.length; n++) {
                double angle = -2 * Math.PI * k * n / x.length;
                re += x[n] * Math.cos(angle);
                im += x[n] * Math.sin(angle);
            }
            out.append(fixed4(spectrum[k].getReal(), re)).append(' ')
                    .append(fixed4(spectrum[k].getImaginary(), im)).append('\n');
        }
        return out.toString();
    }

    private static String fixed4(double v, double direct) {
        String s = String.format(Locale.ROOT, "%.4f", v);
        for (double nudge : new double[] {-1e-7, 1e-7}) {
            if (!String.format(Locale.ROOT, "%.4f", direct + nudge).replace("-0.0000", "0.0000")
                    .equals(s.replace("-0.0000", "0.0000"))) {
                throw new IllegalStateException("value " + v + " is too close to a rounding boundary");
            }
        }
        return s.equals("-0.0000") ? "0.0000" : s;
    }
}
