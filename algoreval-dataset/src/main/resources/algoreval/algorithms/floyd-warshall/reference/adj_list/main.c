#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#define INF LLONG_MAX

typedef struct {
    int v, w;
} Arc;

/* adj[u] holds deg[u] arcs leaving u. Returns a malloc'd n x n row-major matrix: dist[i * n + j] is
   the shortest distance from i to j, INF if j is unreachable from i. */
long long *floydWarshall(int n, const Arc *const *adj, const int *deg) {
    long long *dist = malloc((size_t)n * n * sizeof(long long));
    for (int i = 0; i < n * n; i++) dist[i] = INF;
    for (int i = 0; i < n; i++) dist[i * n + i] = 0;
    for (int u = 0; u < n; u++) {
        for (int a = 0; a < deg[u]; a++) {
            long long *d = &dist[u * n + adj[u][a].v];
            if (adj[u][a].w < *d) *d = adj[u][a].w;
        }
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
    const Arc a0[] = {{1, 3}, {3, 7}};
    const Arc a1[] = {{2, -2}, {4, 4}};
    const Arc a2[] = {{0, 5}, {3, 1}};
    const Arc a3[] = {{1, 8}, {4, -3}};
    const Arc a4[] = {{0, 2}, {2, 6}};
    const Arc a5[] = {{0, 1}, {6, -1}};
    const Arc a6[] = {{3, 4}};
    const Arc *adj[] = {a0, a1, a2, a3, a4, a5, a6};
    int deg[] = {2, 2, 2, 2, 2, 2, 1};
    int n = 7;
    long long *dist = floydWarshall(n, adj, deg);
    printMatrix(n, dist);
    free(dist);
    return 0;
}
