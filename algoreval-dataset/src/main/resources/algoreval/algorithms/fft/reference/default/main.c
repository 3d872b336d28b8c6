#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    double re, im;
} Complex;

static Complex cadd(Complex a, Complex b) { return (Complex){a.re + b.re, a.im + b.im}; }
static Complex csub(Complex a, Complex b) { return (Complex){a.re - b.re, a.im - b.im}; }
static Complex cmul(Complex a, Complex b) {
    return (Complex){a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

/* Recursive radix-2 Cooley-Tukey FFT of a[0..n-1] (n a power of two), in place. */
void fftInPlace(Complex *a, int n) {
    if (n == 1) return;
    Complex *even = malloc((size_t)(n / 2) * sizeof(Complex));
    Complex *odd = malloc((size_t)(n / 2) * sizeof(Complex));
    for (int i = 0; i < n / 2; i++) {
        even[i] = a[2 * i];
        odd[i] = a[2 * i + 1];
    }
    fftInPlace(even, n / 2);
    fftInPlace(odd, n / 2);
    const double pi = acos(-1.0);
    for (int k = 0; k < n / 2; k++) {
        double angle = -2.0 * pi * k / n;
        Complex t = cmul((Complex){cos(angle), sin(angle)}, odd[k]);
        a[k] = cadd(even[k], t);
        a[k + n / 2] = csub(even[k], t);
    }
    free(even);
    free(odd);
}

/* The AlgoREval+ interface: the transform of real samples, X[k] as malloc'd rows {re, im}. */
double **fft(const double *x, int xSize, int *returnSize, int **returnColumnSizes) {
    Complex *a = malloc((size_t)(xSize > 0 ? xSize : 1) * sizeof(Complex));
    for (int i = 0; i < xSize; i++) a[i] = (Complex){x[i], 0.0};
    if (xSize > 0) fftInPlace(a, xSize);
    double **rows = malloc((size_t)(xSize > 0 ? xSize : 1) * sizeof(double *));
    *returnColumnSizes = malloc((size_t)(xSize > 0 ? xSize : 1) * sizeof(int));
    for (int k = 0; k < xSize; k++) {
        rows[k] = malloc(2 * sizeof(double));
        rows[k][0] = a[k].re;
        rows[k][1] = a[k].im;
        (*returnColumnSizes)[k] = 2;
    }
    *returnSize = xSize;
    free(a);
    return rows;
}

static void printFixed(double v, const char *end) {
    char buf[64];
    snprintf(buf, sizeof buf, "%.4f", v);
    printf("%s%s", strcmp(buf, "-0.0000") == 0 ? "0.0000" : buf, end);
}

int main(void) {
    int x[] = {1, 2, 3, 4, 0, -1, 5, 2};
    int n = (int)(sizeof(x) / sizeof(x[0]));
    Complex a[8];
    for (int i = 0; i < n; i++) a[i] = (Complex){x[i], 0.0};
    fftInPlace(a, n);
    for (int k = 0; k < n; k++) {
        printFixed(a[k].re, " ");
        printFixed(a[k].im, "\n");
    }
    return 0;
}
