#include <stdio.h>

static void swap(int *a, int *b) {
    int tmp = *a;
    *a = *b;
    *b = tmp;
}

static void siftDown(int *arr, int root, int end) {
    while (2 * root + 1 < end) {
        int child = 2 * root + 1;
        if (child + 1 < end && arr[child + 1] > arr[child]) child++;
        if (arr[root] >= arr[child]) return;
        swap(&arr[root], &arr[child]);
        root = child;
    }
}

void heapSort(int *arr, int n) {
    for (int start = n / 2 - 1; start >= 0; start--) siftDown(arr, start, n);
    for (int end = n - 1; end > 0; end--) {
        swap(&arr[0], &arr[end]);
        siftDown(arr, 0, end);
    }
}

int main(void) {
    int arr[] = {23, -7, 0, 15, -7, 42, 8, -19, 15, 3, 0, 99, -1, 8, 27};
    int n = (int)(sizeof(arr) / sizeof(arr[0]));
    heapSort(arr, n);
    for (int i = 0; i < n; i++) {
        printf(i ? " %d" : "%d", arr[i]);
    }
    printf("\n");
    return 0;
}
