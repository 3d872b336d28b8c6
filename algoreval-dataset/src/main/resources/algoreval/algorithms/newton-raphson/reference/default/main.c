#include <math.h>
#include <stdio.h>

/* Newton-Raphson on the polynomial coeffs[0] x^(n-1) + ... + coeffs[n-1], starting at x0.
   Stops when two successive iterates differ by less than tol; returns the last iterate. */
double newtonRaphson(const double *coeffs, int n, double x0, double tol, int maxIter) {
    double x = x0;
    for (int iter = 0; iter < maxIter; iter++) {
        /* Horner's scheme for the polynomial value p and its derivative dp at x. */
        double p = 0.0, dp = 0.0;
        for (int i = 0; i < n; i++) {
            dp = dp * x + p;
            p = p * x + coeffs[i];
        }
        if (dp == 0.0) return NAN;
        double next = x - p / dp;
        if (fabs(next - x) < tol) return next;
        x = next;
    }
    return x;
}

int main(void) {
    double coeffs[] = {1, -4, 1, 3};
    double tol = 1e-12;
    int maxIter = 100;
    double starts[] = {-2, 0.5, 5};
    for (int i = 0; i < 3; i++) {
        printf("%.6f\n", newtonRaphson(coeffs, 4, starts[i], tol, maxIter));
    }
    return 0;
}
