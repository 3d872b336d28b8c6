#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Writes the n values of arr in ascending order into result. */
void radixSortInto(const int *arr, int n, int *result) {
    memcpy(result, arr, (size_t)n * sizeof(int));
    int *output = malloc((size_t)n * sizeof(int));
    int max = 0;
    for (int i = 0; i < n; i++) {
        if (arr[i] > max) max = arr[i];
    }
    for (long exp = 1; max / exp > 0; exp *= 10) {
        /* One stable counting-sort pass on the decimal digit at position exp. */
        int counts[10] = {0};
        for (int i = 0; i < n; i++) counts[result[i] / exp % 10]++;
        for (int d = 1; d < 10; d++) counts[d] += counts[d - 1];
        for (int i = n - 1; i >= 0; i--) {
            int d = (int)(result[i] / exp % 10);
            output[--counts[d]] = result[i];
        }
        memcpy(result, output, (size_t)n * sizeof(int));
    }
    free(output);
}

/* The interface's form: a malloc'd sorted copy; the caller frees it. */
int *radixSort(const int *arr, int arrSize, int *returnSize) {
    int *result = malloc((size_t)(arrSize > 0 ? arrSize : 1) * sizeof(int));
    radixSortInto(arr, arrSize, result);
    *returnSize = arrSize;
    return result;
}

int main(void) {
    const int arr[] = {170, 45, 75, 90, 802, 24, 2, 66, 1009, 0, 45, 3310, 7, 802, 58};
    int n = (int)(sizeof(arr) / sizeof(arr[0]));
    int result[sizeof(arr) / sizeof(arr[0])];
    radixSortInto(arr, n, result);
    for (int i = 0; i < n; i++) {
        printf(i ? " %d" : "%d", result[i]);
    }
    printf("\n");
    return 0;
}
