#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <vector>

// Newton-Raphson on the polynomial with coefficients from the highest degree down, starting at x0.
// Stops when two successive iterates differ by less than tol; returns the last iterate.
double newtonRaphson(const std::vector<double>& coeffs, double x0, double tol, int maxIter) {
    double x = x0;
    for (int iter = 0; iter < maxIter; iter++) {
        // Horner's scheme for the polynomial value p and its derivative dp at x.
        double p = 0.0, dp = 0.0;
        for (double c : coeffs) {
            dp = dp * x + p;
            p = p * x + c;
        }
        if (dp == 0.0) throw std::runtime_error("zero derivative");
        double next = x - p / dp;
        if (std::fabs(next - x) < tol) return next;
        x = next;
    }
    return x;
}

int main() {
    std::vector<double> coeffs = {1, -4, 1, 3};
    double tol = 1e-12;
    int maxIter = 100;
    for (double x0 : {-2.0, 0.5, 5.0}) {
        std::printf("%.6f\n", newtonRaphson(coeffs, x0, tol, maxIter));
    }
    return 0;
}
