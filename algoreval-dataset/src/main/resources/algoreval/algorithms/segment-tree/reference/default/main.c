#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int n;
    long long *tree; /* node 1 is the root; node k has children 2k and 2k+1 */
} SegmentTree;

static long long minOf(long long a, long long b) { return a < b ? a : b; }

static void build(SegmentTree *st, int node, int lo, int hi, const long long *arr) {
    if (lo == hi) {
        st->tree[node] = arr[lo];
        return;
    }
    int mid = (lo + hi) / 2;
    build(st, 2 * node, lo, mid, arr);
    build(st, 2 * node + 1, mid + 1, hi, arr);
    st->tree[node] = minOf(st->tree[2 * node], st->tree[2 * node + 1]);
}

SegmentTree *segmentTreeCreate(const long long *arr, int n) {
    SegmentTree *st = malloc(sizeof(SegmentTree));
    st->n = n;
    st->tree = calloc(4 * (size_t)n, sizeof(long long));
    build(st, 1, 0, n - 1, arr);
    return st;
}

void segmentTreeFree(SegmentTree *st) {
    free(st->tree);
    free(st);
}

static void updateNode(SegmentTree *st, int node, int lo, int hi, int i, long long value) {
    if (lo == hi) {
        st->tree[node] = value;
        return;
    }
    int mid = (lo + hi) / 2;
    if (i <= mid) {
        updateNode(st, 2 * node, lo, mid, i, value);
    } else {
        updateNode(st, 2 * node + 1, mid + 1, hi, i, value);
    }
    st->tree[node] = minOf(st->tree[2 * node], st->tree[2 * node + 1]);
}

void segmentTreeUpdate(SegmentTree *st, int i, long long value) {
    updateNode(st, 1, 0, st->n - 1, i, value);
}

static long long queryNode(const SegmentTree *st, int node, int lo, int hi, int l, int r) {
    if (l <= lo && hi <= r) return st->tree[node];
    int mid = (lo + hi) / 2;
    if (r <= mid) return queryNode(st, 2 * node, lo, mid, l, r);
    if (l > mid) return queryNode(st, 2 * node + 1, mid + 1, hi, l, r);
    return minOf(queryNode(st, 2 * node, lo, mid, l, r), queryNode(st, 2 * node + 1, mid + 1, hi, l, r));
}

long long segmentTreeQuery(const SegmentTree *st, int l, int r) {
    return queryNode(st, 1, 0, st->n - 1, l, r);
}

/* The AlgoREval+ interface: new/free and the tree first in every method, as the functions above. */
SegmentTree *newSegmentTree(const long long *arr, int arrSize) { return segmentTreeCreate(arr, arrSize); }

void update(SegmentTree *obj, int i, long long value) { segmentTreeUpdate(obj, i, value); }

long long query(SegmentTree *obj, int l, int r) { return segmentTreeQuery(obj, l, r); }

void freeSegmentTree(SegmentTree *obj) { segmentTreeFree(obj); }

int main(void) {
    long long arr[] = {9, 4, -2, 7, 7, 3, 15, -6, 8, 0, 5};
    int ops[][3] = {{1, 0, 10}, {1, 0, 1}, {1, 3, 6}, {0, 7, 12}, {1, 5, 10}, {0, 2, 11}, {1, 0, 4},
                    {1, 8, 8}, {0, 4, -3}, {1, 3, 5}, {1, 6, 9}, {0, 9, 20}, {1, 8, 10}};
    int n = (int)(sizeof(arr) / sizeof(arr[0]));
    int numOps = (int)(sizeof(ops) / sizeof(ops[0]));
    SegmentTree *st = segmentTreeCreate(arr, n);
    for (int k = 0; k < numOps; k++) {
        if (ops[k][0] == 0) {
            segmentTreeUpdate(st, ops[k][1], ops[k][2]);
        } else {
            printf("%lld\n", segmentTreeQuery(st, ops[k][1], ops[k][2]));
        }
    }
    segmentTreeFree(st);
    return 0;
}
