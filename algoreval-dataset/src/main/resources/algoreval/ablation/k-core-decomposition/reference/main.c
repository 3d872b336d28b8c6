#include <stdio.h>
#include <stdlib.h>

/* Writes the value of every vertex into value; an adjacency matrix is enough for small graphs. */
static void solve(int n, const int edges[][2], int m, int *value) {
    char *adjacent = calloc((size_t)n * n, 1);
    int *degree = calloc(n, sizeof(int));
    int *removed = calloc(n, sizeof(int));
    for (int i = 0; i < m; i++) {
        int u = edges[i][0], v = edges[i][1];
        adjacent[u * n + v] = adjacent[v * n + u] = 1;
        degree[u]++;
        degree[v]++;
    }
    int k = 0;
    for (int step = 0; step < n; step++) {
        int chosen = -1;
        for (int v = 0; v < n; v++) {
            if (!removed[v] && (chosen < 0 || degree[v] < degree[chosen])) {
                chosen = v;
            }
        }
        if (degree[chosen] > k) {
            k = degree[chosen];
        }
        value[chosen] = k;
        removed[chosen] = 1;
        for (int w = 0; w < n; w++) {
            if (!removed[w] && adjacent[chosen * n + w]) {
                degree[w]--;
            }
        }
    }
    free(adjacent);
    free(degree);
    free(removed);
}

int main(void) {
    int n = 9;
    const int edges[][2] = {{0, 1}, {0, 2}, {1, 2}, {1, 3}, {2, 3}, {0, 3}, {3, 4}, {4, 5}, {5, 6}, {6, 4}, {7, 8}, {6, 7}};
    int value[9];
    solve(n, edges, 12, value);
    for (int v = 0; v < n; v++) {
        printf(v == 0 ? "%d" : " %d", value[v]);
    }
    printf("\n");
    return 0;
}
