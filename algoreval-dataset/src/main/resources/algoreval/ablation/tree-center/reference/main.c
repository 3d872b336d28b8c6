#include <stdio.h>
#include <stdlib.h>

/* Writes the one or two remaining labels into result (increasing) and returns how many there are. */
static int solve(int n, const int edges[][2], int *result) {
    int *degree = calloc(n, sizeof(int));
    int *removed = calloc(n, sizeof(int));
    for (int i = 0; i < n - 1; i++) {
        degree[edges[i][0]]++;
        degree[edges[i][1]]++;
    }
    int remaining = n;
    int *layer = malloc(n * sizeof(int));
    while (remaining > 2) {
        int size = 0;
        for (int v = 0; v < n; v++)
            if (!removed[v] && degree[v] == 1) layer[size++] = v;
        for (int j = 0; j < size; j++) removed[layer[j]] = 1;
        for (int i = 0; i < n - 1; i++) {
            int u = edges[i][0], v = edges[i][1];
            /* an edge loses its deleted end: the other end's degree drops */
            if (removed[u] && !removed[v] && degree[u] == 1) degree[v]--;
            if (removed[v] && !removed[u] && degree[v] == 1) degree[u]--;
        }
        for (int j = 0; j < size; j++) degree[layer[j]] = 0;
        remaining -= size;
    }
    int count = 0;
    for (int v = 0; v < n; v++)
        if (!removed[v]) result[count++] = v;
    free(degree);
    free(removed);
    free(layer);
    return count;
}

int main(void) {
    int n = 11;
    const int edges[][2] = {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, {1, 7}, {1, 8}, {1, 9}, {1, 10}};
    int result[2];
    int count = solve(n, edges, result);
    for (int i = 0; i < count; i++) printf(i == 0 ? "%d" : " %d", result[i]);
    printf("\n");
    return 0;
}
