#include <stdio.h>

/* Returns g = gcd(a, b) and stores coefficients with a*x + b*y = g in *x and *y. */
long long extendedGcdInto(long long a, long long b, long long *x, long long *y) {
    /* invariants: oldR = a*oldX + b*oldY and r = a*curX + b*curY */
    long long oldR = a, r = b, oldX = 1, curX = 0, oldY = 0, curY = 1;
    while (r != 0) {
        long long q = oldR / r, t;
        t = r; r = oldR - q * r; oldR = t;
        t = curX; curX = oldX - q * curX; oldX = t;
        t = curY; curY = oldY - q * curY; oldY = t;
    }
    *x = oldX;
    *y = oldY;
    return oldR;
}

/* The AlgoREval+ interface: the triple as a struct. */
typedef struct { long long g; long long x; long long y; } ExtendedGcdResult;
ExtendedGcdResult extendedGcd(long long a, long long b) {
    ExtendedGcdResult r;
    r.g = extendedGcdInto(a, b, &r.x, &r.y);
    return r;
}

int main(void) {
    long long pairs[][2] = {{240, 46}, {17, 3120}, {1071, 462}, {12, 36}, {36, 12}, {0, 7}, {123456789, 9876543}};
    for (int k = 0; k < 7; k++) {
        long long a = pairs[k][0], b = pairs[k][1], x, y;
        long long g = extendedGcdInto(a, b, &x, &y);
        /* normalize to the unique solution with 0 <= x < b/g */
        long long step = b / g;
        x = ((x % step) + step) % step;
        y = (g - a * x) / b;
        printf("%lld %lld %lld\n", g, x, y);
    }
    return 0;
}
