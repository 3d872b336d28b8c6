#include <stdio.h>
#include <stdlib.h>

#define MAXN 64

/* reach[a][b] = 1 when b can be reached from a along one or more edges (a closure by Warshall's rule). */
static void closure(int n, int adjacent[MAXN][MAXN], int reach[MAXN][MAXN]) {
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++) reach[a][b] = adjacent[a][b];
    for (int k = 0; k < n; k++)
        for (int a = 0; a < n; a++)
            if (reach[a][k])
                for (int b = 0; b < n; b++)
                    if (reach[k][b]) reach[a][b] = 1;
}

/* Marks kept[i] for every edge i that no detour replaces; returns the number kept. */
static int solve(int n, const int edges[][2], int m, int *kept) {
    static int adjacent[MAXN][MAXN], reach[MAXN][MAXN];
    for (int a = 0; a < n; a++)
        for (int b = 0; b < n; b++) adjacent[a][b] = 0;
    for (int i = 0; i < m; i++) adjacent[edges[i][0]][edges[i][1]] = 1;
    closure(n, adjacent, reach);
    int count = 0;
    for (int i = 0; i < m; i++) {
        int u = edges[i][0], v = edges[i][1], detour = 0;
        for (int w = 0; w < n && !detour; w++)
            if (w != v && adjacent[u][w] && reach[w][v]) detour = 1;
        kept[i] = !detour;
        count += kept[i];
    }
    return count;
}

static int compare(const void *a, const void *b) {
    const int *x = a, *y = b;
    return x[0] != y[0] ? x[0] - y[0] : x[1] - y[1];
}

int main(void) {
    int n = 7;
    const int edges[][2] = {{0, 1}, {1, 2}, {2, 3}, {0, 3}, {0, 2}, {3, 4}, {1, 4}, {4, 5}, {2, 5}, {6, 5}, {6, 3}};
    int m = 11, kept[11], pairs[11][2], count = 0;
    solve(n, edges, m, kept);
    for (int i = 0; i < m; i++) {
        if (kept[i]) {
            pairs[count][0] = edges[i][0];
            pairs[count][1] = edges[i][1];
            count++;
        }
    }
    qsort(pairs, count, sizeof pairs[0], compare);
    for (int i = 0; i < count; i++) printf("%d %d\n", pairs[i][0], pairs[i][1]);
    return 0;
}
