/* Contract-minimal: the iterative extended Euclid; the interface's long long holds every intermediate. */
typedef struct { long long g; long long x; long long y; } ExtendedGcdResult;

ExtendedGcdResult extendedGcd(long long a, long long b) {
    long long oldR = a, r = b, oldS = 1, s = 0, oldT = 0, t = 1;
    while (r != 0) {
        long long q = oldR / r, tmp;
        tmp = r, r = oldR - q * r, oldR = tmp;
        tmp = s, s = oldS - q * s, oldS = tmp;
        tmp = t, t = oldT - q * t, oldT = tmp;
    }
    ExtendedGcdResult result = {oldR, oldS, oldT};
    return result;
}

int main(void) {
    return 0;
}
