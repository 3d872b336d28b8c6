#include <cstdio>
#include <functional>
#include <stdexcept>

// Composite Simpson's rule for f on [a, b] with n (positive, even) subintervals.
double simpson(const std::function<double(double)>& f, double a, double b, int n) {
    if (n <= 0 || n % 2 != 0) throw std::invalid_argument("n must be a positive even number");
    const double h = (b - a) / n;
    double total = f(a) + f(b);
    for (int i = 1; i < n; i++) {
        total += (i % 2 == 1 ? 4.0 : 2.0) * f(a + i * h);
    }
    return total * h / 3.0;
}

int main() {
    auto f = [](double x) { return 1.0 / (1.0 + x * x); };
    double a = 0, b = 4;
    for (int n : {2, 8, 16}) {
        std::printf("%.6f\n", simpson(f, a, b, n));
    }
    return 0;
}
