#include <stdio.h>
#include <stdlib.h>

/* Writes the n values of arr in ascending order into result. */
void countingSortInto(const int *arr, int n, int *result) {
    int max = 0;
    for (int i = 0; i < n; i++) {
        if (arr[i] > max) max = arr[i];
    }
    int *counts = calloc((size_t)max + 1, sizeof(int));
    for (int i = 0; i < n; i++) counts[arr[i]]++;
    /* Prefix sums give each value's final position; walking backwards keeps the sort stable. */
    for (int v = 1; v <= max; v++) counts[v] += counts[v - 1];
    for (int i = n - 1; i >= 0; i--) {
        result[--counts[arr[i]]] = arr[i];
    }
    free(counts);
}

/* The interface's form: a malloc'd sorted copy; the caller frees it. */
int *countingSort(const int *arr, int arrSize, int *returnSize) {
    int *result = malloc((size_t)(arrSize > 0 ? arrSize : 1) * sizeof(int));
    countingSortInto(arr, arrSize, result);
    *returnSize = arrSize;
    return result;
}

int main(void) {
    const int arr[] = {7, 3, 0, 12, 3, 9, 1, 7, 15, 0, 4, 12, 3, 8};
    int n = (int)(sizeof(arr) / sizeof(arr[0]));
    int result[sizeof(arr) / sizeof(arr[0])];
    countingSortInto(arr, n, result);
    for (int i = 0; i < n; i++) {
        printf(i ? " %d" : "%d", result[i]);
    }
    printf("\n");
    return 0;
}
