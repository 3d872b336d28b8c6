#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#define INF LLONG_MAX

typedef struct {
    int u, v, w;
} Edge;

/* Returns a malloc'd n x n row-major matrix: dist[i * n + j] is the shortest distance from i to j,
   INF if j is unreachable from i. */
long long *floydWarshall(int n, const Edge *edges, int m) {
    long long *dist = malloc((size_t)n * n * sizeof(long long));
    for (int i = 0; i < n * n; i++) dist[i] = INF;
    for (int i = 0; i < n; i++) dist[i * n + i] = 0;
    for (int e = 0; e < m; e++) {
        long long *d = &dist[edges[e].u * n + edges[e].v];
        if (edges[e].w < *d) *d = edges[e].w;
    }
    for (int k = 0; k < n; k++) {
        for (int i = 0; i < n; i++) {
            long long dik = dist[i * n + k];
            if (dik == INF) continue;
            for (int j = 0; j < n; j++) {
                long long dkj = dist[k * n + j];
                if (dkj != INF && dik + dkj < dist[i * n + j]) dist[i * n + j] = dik + dkj;
            }
        }
    }
    return dist;
}

static void printMatrix(int n, const long long *dist) {
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            if (j > 0) printf(" ");
            if (dist[i * n + j] == INF) printf("INF");
            else printf("%lld", dist[i * n + j]);
        }
        printf("\n");
    }
}

int main(void) {
    int n = 7;
    Edge edges[] = {{0, 1, 3}, {0, 3, 7}, {1, 2, -2}, {1, 4, 4}, {2, 0, 5}, {2, 3, 1}, {3, 4, -3},
                    {4, 2, 6}, {4, 0, 2}, {5, 0, 1}, {5, 6, -1}, {6, 3, 4}, {3, 1, 8}};
    int m = sizeof(edges) / sizeof(edges[0]);
    long long *dist = floydWarshall(n, edges, m);
    printMatrix(n, dist);
    free(dist);
    return 0;
}
