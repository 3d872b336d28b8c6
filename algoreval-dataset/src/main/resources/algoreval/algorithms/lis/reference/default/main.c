#include <stdio.h>
#include <stdlib.h>

int lisLength(const int *arr, int n) {
    /* tails[k] = smallest possible last value of a strictly increasing subsequence of length k + 1 */
    int *tails = malloc((size_t)(n > 0 ? n : 1) * sizeof(int));
    int len = 0;
    for (int i = 0; i < n; i++) {
        /* first position whose value is >= arr[i] */
        int lo = 0, hi = len;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (tails[mid] < arr[i]) lo = mid + 1; else hi = mid;
        }
        tails[lo] = arr[i];
        if (lo == len) len++;
    }
    free(tails);
    return len;
}

int main(void) {
    int a1[] = {10, 9, 2, 5, 3, 7, 101, 18};
    int a2[] = {0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15};
    int a3[] = {-3, 4, -1, 0, 0, 2, 9, -5, 6, 7, 7, 3};
    int a4[] = {5, 5, 5, 5};
    int a5[] = {9, 7, 4, 2, -1};
    const int *arrays[] = {a1, a2, a3, a4, a5};
    int sizes[] = {8, 16, 12, 4, 5};
    for (int k = 0; k < 5; k++) printf("%d\n", lisLength(arrays[k], sizes[k]));
    return 0;
}
