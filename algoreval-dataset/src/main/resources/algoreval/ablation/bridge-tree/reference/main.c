#include <stdio.h>
#include <stdlib.h>

#define MAXN 64
#define MAXM 256

static int n_vertices, n_edges;
static int edge_u[MAXM], edge_v[MAXM];
static int discovered[MAXN], low[MAXN], fragile[MAXM], clock_value;

static void visit(int u, int via) {
    discovered[u] = low[u] = clock_value++;
    for (int i = 0; i < n_edges; i++) {
        if (i == via || (edge_u[i] != u && edge_v[i] != u)) continue;
        int v = edge_u[i] == u ? edge_v[i] : edge_u[i];
        if (discovered[v] < 0) {
            visit(v, i);
            if (low[v] < low[u]) low[u] = low[v];
            if (low[v] > discovered[u]) fragile[i] = 1;
        } else if (discovered[v] < low[u]) {
            low[u] = discovered[v];
        }
    }
}

/* Fills group[v] for every vertex and pairs[k] for every fragile edge; returns the number of pairs. */
static int solve(int n, const int edges[][2], int m, int *group, int pairs[][2]) {
    n_vertices = n;
    n_edges = m;
    clock_value = 0;
    for (int i = 0; i < m; i++) {
        edge_u[i] = edges[i][0];
        edge_v[i] = edges[i][1];
        fragile[i] = 0;
    }
    for (int v = 0; v < n; v++) discovered[v] = -1;
    for (int v = 0; v < n; v++)
        if (discovered[v] < 0) visit(v, -1);
    /* scanning the vertices in increasing order numbers each group by its smallest vertex */
    for (int v = 0; v < n; v++) group[v] = -1;
    int count = 0, stack[MAXN];
    for (int start = 0; start < n; start++) {
        if (group[start] >= 0) continue;
        int top = 0;
        group[start] = count;
        stack[top++] = start;
        while (top > 0) {
            int x = stack[--top];
            for (int i = 0; i < m; i++) {
                if (fragile[i] || (edge_u[i] != x && edge_v[i] != x)) continue;
                int y = edge_u[i] == x ? edge_v[i] : edge_u[i];
                if (group[y] < 0) {
                    group[y] = count;
                    stack[top++] = y;
                }
            }
        }
        count++;
    }
    int k = 0;
    for (int i = 0; i < m; i++) {
        if (!fragile[i]) continue;
        int a = group[edge_u[i]], b = group[edge_v[i]];
        pairs[k][0] = a < b ? a : b;
        pairs[k][1] = a < b ? b : a;
        k++;
    }
    return k;
}

static int compare(const void *a, const void *b) {
    const int *x = a, *y = b;
    return x[0] != y[0] ? x[0] - y[0] : x[1] - y[1];
}

int main(void) {
    int n = 12;
    const int edges[][2] = {{0, 6}, {6, 7}, {7, 0}, {1, 3}, {3, 5}, {5, 1}, {0, 1}, {3, 2},
                            {7, 4}, {4, 8}, {8, 9}, {9, 4}, {9, 10}, {10, 11}, {11, 9}};
    int group[12], pairs[15][2];
    int count = solve(n, edges, 15, group, pairs);
    for (int v = 0; v < n; v++) printf(v == 0 ? "%d" : " %d", group[v]);
    printf("\n");
    qsort(pairs, count, sizeof pairs[0], compare);
    for (int i = 0; i < count; i++) printf("%d %d\n", pairs[i][0], pairs[i][1]);
    return 0;
}
