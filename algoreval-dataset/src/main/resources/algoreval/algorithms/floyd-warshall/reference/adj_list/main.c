#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define INF LLONG_MAX

typedef struct {
    int v, w;
} Arc;

/* adj[u] holds deg[u] arcs leaving u. Returns a malloc'd n x n row-major matrix: dist[i * n + j] is
   the shortest distance from i to j, INF if j is unreachable from i. */
long long *floydWarshallDistances(int n, const Arc *const *adj, const int *deg) {
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

/* The row-major distances as malloc'd rows of doubles (INF becomes INFINITY); the caller frees
   each row and the array. */
static double **distanceRows(int n, const long long *dist, int *returnSize, int **returnColumnSizes) {
    double **rows = malloc((n > 0 ? n : 1) * sizeof(double *));
    *returnColumnSizes = malloc((n > 0 ? n : 1) * sizeof(int));
    for (int i = 0; i < n; i++) {
        rows[i] = malloc((n > 0 ? n : 1) * sizeof(double));
        for (int j = 0; j < n; j++) rows[i][j] = dist[i * n + j] == INF ? INFINITY : (double) dist[i * n + j];
        (*returnColumnSizes)[i] = n;
    }
    *returnSize = n;
    return rows;
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

/* The AlgoREval+ interface: adj[u] holds adjColSize[u] (v, w) rows; the distance matrix as rows of
   doubles out. */
double **floydWarshall(const int (*const *adj)[2], int adjSize, const int *adjColSize, int *returnSize,
                       int **returnColumnSizes) {
    Arc **arcs = calloc(adjSize > 0 ? adjSize : 1, sizeof(Arc *));
    for (int u = 0; u < adjSize; u++) {
        arcs[u] = malloc((adjColSize[u] > 0 ? adjColSize[u] : 1) * sizeof(Arc));
        for (int a = 0; a < adjColSize[u]; a++) arcs[u][a] = (Arc){adj[u][a][0], adj[u][a][1]};
    }
    long long *dist = floydWarshallDistances(adjSize, (const Arc *const *) arcs, adjColSize);
    double **rows = distanceRows(adjSize, dist, returnSize, returnColumnSizes);
    for (int u = 0; u < adjSize; u++) free(arcs[u]);
    free(arcs);
    free(dist);
    return rows;
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
    long long *dist = floydWarshallDistances(n, adj, deg);
    printMatrix(n, dist);
    free(dist);
    return 0;
}
