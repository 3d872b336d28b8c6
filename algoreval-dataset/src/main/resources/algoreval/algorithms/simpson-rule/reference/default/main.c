#include <math.h>
#include <stdio.h>

/* Composite Simpson's rule for f on [a, b] with n (positive, even) subintervals; NAN for a bad n. */
double simpson(double (*f)(double), double a, double b, int n) {
    if (n <= 0 || n % 2 != 0) return NAN;
    double h = (b - a) / n;
    double total = f(a) + f(b);
    for (int i = 1; i < n; i++) {
        total += (i % 2 == 1 ? 4.0 : 2.0) * f(a + i * h);
    }
    return total * h / 3.0;
}

static double f(double x) { return 1.0 / (1.0 + x * x); }

int main(void) {
    double a = 0, b = 4;
    int ns[] = {2, 8, 16};
    for (int i = 0; i < 3; i++) {
        printf("%.6f\n", simpson(f, a, b, ns[i]));
    }
    return 0;
}
