#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int u, v, w;
} Edge;

/* Fills dist[0..n-1]; dist[v] == -1 means v is unreachable from src. */
void dijkstra(int n, const Edge *edges, int m, int src, long long *dist) {
    bool *done = calloc(n, sizeof(bool));
    for (int i = 0; i < n; i++) dist[i] = -1;
    dist[src] = 0;
    for (int iter = 0; iter < n; iter++) {
        int u = -1;
        for (int v = 0; v < n; v++)
            if (!done[v] && dist[v] != -1 && (u == -1 || dist[v] < dist[u])) u = v;
        if (u == -1) break;
        done[u] = true;
        for (int i = 0; i < m; i++) {
            if (edges[i].u != u) continue;
            int v = edges[i].v;
            long long nd = dist[u] + edges[i].w;
            if (!done[v] && (dist[v] == -1 || nd < dist[v])) dist[v] = nd;
        }
    }
    free(done);
}

int main(void) {
    int n = 7;
    Edge edges[] = {{0, 1, 4}, {0, 2, 1}, {2, 1, 2}, {1, 3, 0}, {2, 3, 2}, {3, 4, 3},
                    {1, 4, 4}, {2, 4, 5}, {4, 5, 2}, {3, 5, 6}, {6, 0, 1}, {6, 5, 1}};
    int m = sizeof(edges) / sizeof(edges[0]);
    long long dist[7];
    dijkstra(n, edges, m, 0, dist);
    for (int v = 0; v < n; v++) {
        if (dist[v] == -1)
            printf("%d INF\n", v);
        else
            printf("%d %lld\n", v, dist[v]);
    }
    return 0;
}
