#include <stdio.h>

static int solve(const int *a, int length, int x) {
    int lo = 0, hi = length;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (a[mid] < x) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return lo;
}

int main(void) {
    const int a[] = {1, 3, 3, 3, 5, 8, 8, 10};
    const int queries[] = {3, 8, 0, 11, 4};
    for (int i = 0; i < 5; i++) {
        printf("%d\n", solve(a, 8, queries[i]));
    }
    return 0;
}
