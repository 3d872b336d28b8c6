#include <stdio.h>

/* Writes the best sum and its start and end index into result[0..2]. */
static void solve(const int *a, int length, long long result[3]) {
    long long running = 0;
    int start = 0;
    for (int i = 0; i < length; i++) {
        if (running < 0) {
            running = 0;
            start = i;
        }
        running += a[i];
        if (i == 0 || running > result[0]) {
            result[0] = running;
            result[1] = start;
            result[2] = i;
        }
    }
}

int main(void) {
    const int a[] = {-2, 1, -1, 4, -5, 2, 2, -7, 3, 1};
    long long result[3];
    solve(a, 10, result);
    printf("%lld %lld %lld\n", result[0], result[1], result[2]);
    return 0;
}
