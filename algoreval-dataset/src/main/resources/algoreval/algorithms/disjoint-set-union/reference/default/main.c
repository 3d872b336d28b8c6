#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int *parent;
    int *rank;
    int components;
} DisjointSet;

DisjointSet *dsCreate(int n) {
    DisjointSet *ds = malloc(sizeof(DisjointSet));
    ds->parent = malloc((size_t)n * sizeof(int));
    ds->rank = calloc((size_t)n, sizeof(int));
    for (int i = 0; i < n; i++) ds->parent[i] = i;
    ds->components = n;
    return ds;
}

void dsFree(DisjointSet *ds) {
    free(ds->parent);
    free(ds->rank);
    free(ds);
}

int dsFind(DisjointSet *ds, int x) {
    int root = x;
    while (ds->parent[root] != root) root = ds->parent[root];
    while (ds->parent[x] != root) { /* path compression */
        int next = ds->parent[x];
        ds->parent[x] = root;
        x = next;
    }
    return root;
}

bool dsUnite(DisjointSet *ds, int a, int b) {
    int ra = dsFind(ds, a), rb = dsFind(ds, b);
    if (ra == rb) return false;
    if (ds->rank[ra] < ds->rank[rb]) {
        int t = ra;
        ra = rb;
        rb = t;
    }
    ds->parent[rb] = ra;
    if (ds->rank[ra] == ds->rank[rb]) ds->rank[ra]++;
    ds->components--;
    return true;
}

bool dsConnected(DisjointSet *ds, int a, int b) {
    return dsFind(ds, a) == dsFind(ds, b);
}

int dsCount(const DisjointSet *ds) {
    return ds->components;
}

/* The AlgoREval+ interface: new/free and the set first in every method, as the functions above. */
DisjointSet *newDisjointSet(int n) { return dsCreate(n); }

int find(DisjointSet *obj, int x) { return dsFind(obj, x); }

bool unite(DisjointSet *obj, int a, int b) { return dsUnite(obj, a, b); }

bool connected(DisjointSet *obj, int a, int b) { return dsConnected(obj, a, b); }

int count(DisjointSet *obj) { return dsCount(obj); }

void freeDisjointSet(DisjointSet *obj) { dsFree(obj); }

int main(void) {
    int n = 10;
    int ops[][3] = {{0, 0, 1}, {0, 2, 3}, {1, 0, 3}, {0, 1, 3}, {1, 0, 2}, {0, 4, 5}, {0, 5, 6},
                    {0, 6, 4}, {1, 4, 6}, {1, 7, 8}, {0, 7, 8}, {0, 3, 0}, {1, 1, 8}, {0, 8, 9},
                    {1, 9, 7}, {0, 2, 7}, {1, 0, 9}};
    int numOps = (int)(sizeof(ops) / sizeof(ops[0]));
    DisjointSet *ds = dsCreate(n);
    for (int k = 0; k < numOps; k++) {
        bool result = ops[k][0] == 0 ? dsUnite(ds, ops[k][1], ops[k][2]) : dsConnected(ds, ops[k][1], ops[k][2]);
        printf("%s\n", result ? "true" : "false");
    }
    printf("%d\n", dsCount(ds));
    dsFree(ds);
    return 0;
}
