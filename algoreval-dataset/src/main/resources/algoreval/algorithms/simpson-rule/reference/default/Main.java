import java.util.Locale;
import java.util.function.DoubleUnaryOperator;

public class Main {
    /** Composite Simpson's rule for f on [a, b] with n (positive, even) subintervals. */
    static double simpson(DoubleUnaryOperator f, double a, double b, int n) {
        if (n <= 0 || n % 2 != 0) throw new IllegalArgumentException("n must be a positive even number");
        double h = (b - a) / n;
        double total = f.applyAsDouble(a) + f.applyAsDouble(b);
        for (int i = 1; i < n; i++) {
            total += (i % 2 == 1 ? 4 : 2) * f.applyAsDouble(a + i * h);
        }
        return total * h / 3;
    }

    public static void main(String[] args) {
        DoubleUnaryOperator f = x -> 1 / (1 + x * x);
        double a = 0, b = 4;
        for (int n : new int[] {2, 8, 16}) {
            System.out.println(String.format(Locale.ROOT, "%.6f", simpson(f, a, b, n)));
        }
    }
}
