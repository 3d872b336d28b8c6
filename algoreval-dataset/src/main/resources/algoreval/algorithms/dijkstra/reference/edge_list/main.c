#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* Returns dist[0..n-1] (malloc'd, *returnSize = n); dist[v] == -1 means v is unreachable from src.
 * Each edge row is {u, v, w}. */
long long *dijkstra(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {
    long long *dist = malloc(n * sizeof(long long));
    bool *done = calloc(n, sizeof(bool));
    for (int i = 0; i < n; i++) dist[i] = -1;
    dist[src] = 0;
    for (int iter = 0; iter < n; iter++) {
        int u = -1;
        for (int v = 0; v < n; v++)
            if (!done[v] && dist[v] != -1 && (u == -1 || dist[v] < dist[u])) u = v;
        if (u == -1) break;
        done[u] = true;
        for (int i = 0; i < edgesSize; i++) {
            if (edges[i][0] != u) continue;
            int v = edges[i][1];
            long long nd = dist[u] + edges[i][2];
            if (!done[v] && (dist[v] == -1 || nd < dist[v])) dist[v] = nd;
        }
    }
    free(done);
    *returnSize = n;
    return dist;
}

int main(void) {
    int n = 7;
    int edges[][3] = {{0, 1, 4}, {0, 2, 1}, {2, 1, 2}, {1, 3, 0}, {2, 3, 2}, {3, 4, 3},
                      {1, 4, 4}, {2, 4, 5}, {4, 5, 2}, {3, 5, 6}, {6, 0, 1}, {6, 5, 1}};
    int m = sizeof(edges) / sizeof(edges[0]);
    int size;
    long long *dist = dijkstra(n, edges, m, 0, &size);
    for (int v = 0; v < n; v++) {
        if (dist[v] == -1)
            printf("%d INF\n", v);
        else
            printf("%d %lld\n", v, dist[v]);
    }
    free(dist);
    return 0;
}
