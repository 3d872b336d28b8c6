#include <stdio.h>

#define MAXN 64
#define MAXM 256

static int parent[MAXN];

static int find(int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

/* Writes the selected edges' indices into selected, in selection order; returns how many. */
static int solve(int n, const int edges[][3], int m, int *selected) {
    int order[MAXM];
    for (int i = 0; i < m; i++) order[i] = i;
    /* insertion sort by weight: stable, so equal weights keep their input order */
    for (int i = 1; i < m; i++) {
        int e = order[i], j = i - 1;
        while (j >= 0 && edges[order[j]][2] > edges[e][2]) {
            order[j + 1] = order[j];
            j--;
        }
        order[j + 1] = e;
    }
    for (int v = 0; v < n; v++) parent[v] = v;
    int count = 0;
    for (int k = 0; k < m; k++) {
        int e = order[k];
        int ru = find(edges[e][0]), rv = find(edges[e][1]);
        if (ru != rv) {
            parent[ru] = rv;
            selected[count++] = e;
        }
    }
    return count;
}

int main(void) {
    int n = 5;
    const int edges[][3] = {{0, 1, 2}, {1, 2, 1}, {0, 2, 2}, {2, 3, 3}, {3, 4, 1}, {1, 3, 3}, {2, 4, 3}, {0, 4, 5}};
    int selected[8];
    int count = solve(n, edges, 8, selected);
    long long total = 0;
    for (int k = 0; k < count; k++) {
        const int *e = edges[selected[k]];
        printf("%d %d %d\n", e[0], e[1], e[2]);
        total += e[2];
    }
    printf("%lld\n", total);
    return 0;
}
