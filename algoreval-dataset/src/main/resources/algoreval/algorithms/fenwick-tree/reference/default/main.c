#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int n;
    long long *tree; /* 1-based internal array */
} FenwickTree;

FenwickTree *fenwickCreate(int n) {
    FenwickTree *ft = malloc(sizeof(FenwickTree));
    ft->n = n;
    ft->tree = calloc((size_t)n + 1, sizeof(long long));
    return ft;
}

void fenwickFree(FenwickTree *ft) {
    free(ft->tree);
    free(ft);
}

void fenwickAdd(FenwickTree *ft, int i, long long delta) {
    for (i++; i <= ft->n; i += i & -i) {
        ft->tree[i] += delta;
    }
}

long long fenwickPrefixSum(const FenwickTree *ft, int i) {
    long long total = 0;
    for (i++; i > 0; i -= i & -i) {
        total += ft->tree[i];
    }
    return total;
}

long long fenwickRangeSum(const FenwickTree *ft, int l, int r) {
    return fenwickPrefixSum(ft, r) - fenwickPrefixSum(ft, l - 1);
}

/* The AlgoREval+ interface: new/free and the tree first in every method, as the functions above. */
FenwickTree *newFenwickTree(int n) { return fenwickCreate(n); }

void add(FenwickTree *obj, int i, long long delta) { fenwickAdd(obj, i, delta); }

long long prefixSum(FenwickTree *obj, int i) { return fenwickPrefixSum(obj, i); }

long long rangeSum(FenwickTree *obj, int l, int r) { return fenwickRangeSum(obj, l, r); }

void freeFenwickTree(FenwickTree *obj) { fenwickFree(obj); }

int main(void) {
    long long arr[] = {5, -3, 7, 0, 2, -8, 4, 4, 10, -1, 6, 3};
    int ops[][3] = {{1, 0, 11}, {1, 2, 5}, {0, 3, 6}, {1, 0, 3}, {0, 11, -5}, {1, 8, 11},
                    {0, 0, -5}, {1, 0, 0}, {1, 4, 4}, {0, 6, 2}, {1, 5, 9}, {1, 3, 7}};
    int n = (int)(sizeof(arr) / sizeof(arr[0]));
    int numOps = (int)(sizeof(ops) / sizeof(ops[0]));
    FenwickTree *ft = fenwickCreate(n);
    for (int i = 0; i < n; i++) {
        fenwickAdd(ft, i, arr[i]);
    }
    for (int k = 0; k < numOps; k++) {
        if (ops[k][0] == 0) {
            fenwickAdd(ft, ops[k][1], ops[k][2]);
        } else {
            printf("%lld\n", fenwickRangeSum(ft, ops[k][1], ops[k][2]));
        }
    }
    fenwickFree(ft);
    return 0;
}
