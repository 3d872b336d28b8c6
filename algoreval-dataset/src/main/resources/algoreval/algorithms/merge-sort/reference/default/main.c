#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void sortRange(int *a, int *tmp, int lo, int hi) {
    if (hi - lo <= 1) return;
    int mid = lo + (hi - lo) / 2;
    sortRange(a, tmp, lo, mid);
    sortRange(a, tmp, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) tmp[k++] = (a[i] <= a[j]) ? a[i++] : a[j++];
    while (i < mid) tmp[k++] = a[i++];
    while (j < hi) tmp[k++] = a[j++];
    memcpy(a + lo, tmp + lo, (size_t)(hi - lo) * sizeof(int));
}

/* Returns a newly allocated sorted copy of arr[0..n-1]; the caller frees it. */
int *mergeSortCopy(const int *arr, int n) {
    int *out = malloc((size_t)(n > 0 ? n : 1) * sizeof(int));
    int *tmp = malloc((size_t)(n > 0 ? n : 1) * sizeof(int));
    memcpy(out, arr, (size_t)n * sizeof(int));
    sortRange(out, tmp, 0, n);
    free(tmp);
    return out;
}

/* The interface's form: the sorted copy with its length in *returnSize. */
int *mergeSort(const int *arr, int arrSize, int *returnSize) {
    *returnSize = arrSize;
    return mergeSortCopy(arr, arrSize);
}

int main(void) {
    int arr[] = {38, -5, 12, 0, 7, -5, 99, 3, 12, -20, 7, 1, 0, 45};
    int n = sizeof(arr) / sizeof(arr[0]);
    int *sorted = mergeSortCopy(arr, n);
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", sorted[i]);
    printf("\n");
    free(sorted);
    return 0;
}
