import java.util.Locale;

public class Main {
    /**
     * Newton-Raphson on the polynomial with coefficients from the highest degree down, starting at x0.
     * Stops when two successive iterates differ by less than tol; returns the last iterate.
     */
    static double newtonRaphson(double[] coeffs, double x0, double tol, int maxIter) {
        double x = x0;
        for (int iter = 0; iter < maxIter; iter++) {
            // Horner's scheme for the polynomial value p and its derivative dp at x.
            double p = 0.0, dp = 0.0;
            for (double c : coeffs) {
                dp = dp * x + p;
                p = p * x + c;
            }
            if (dp == 0.0) throw new ArithmeticException("zero derivative");
            double next = x - p / dp;
            if (Math.abs(next - x) < tol) return next;
            x = next;
        }
        return x;
    }

    public static void main(String[] args) {
        double[] coeffs = {1, -4, 1, 3};
        double tol = 1e-12;
        int maxIter = 100;
        for (double x0 : new double[] {-2, 0.5, 5}) {
            System.out.println(String.format(Locale.ROOT, "%.6f", newtonRaphson(coeffs, x0, tol, maxIter)));
        }
    }
}
