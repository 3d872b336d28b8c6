#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define INF LLONG_MAX

typedef struct {
    int v, w;
} Arc;

/* Johnson's algorithm on adj[u] (deg[u] arcs leaving u). Returns a malloc'd n x n row-major matrix:
   dist[i * n + j] is the shortest distance from i to j, INF if j is unreachable from i. */
long long *johnsonArcs(int n, const Arc *const *adj, const int *deg) {
    /* Bellman-Ford from a virtual source joined to every vertex by a 0-weight edge: h starts at 0. */
    long long *h = calloc(n, sizeof(long long));
    for (int round = 0; round < n; round++) {
        int changed = 0;
        for (int u = 0; u < n; u++) {
            for (int a = 0; a < deg[u]; a++) {
                if (h[u] + adj[u][a].w < h[adj[u][a].v]) {
                    h[adj[u][a].v] = h[u] + adj[u][a].w;
                    changed = 1;
                }
            }
        }
        if (!changed) break;
    }
    /* Reweighted edges w + h[u] - h[v] are non-negative: Dijkstra (O(n^2) selection) from every source. */
    long long *dist = malloc((size_t)n * n * sizeof(long long));
    long long *d = malloc(n * sizeof(long long));
    char *done = malloc(n);
    for (int s = 0; s < n; s++) {
        for (int v = 0; v < n; v++) {
            d[v] = INF;
            done[v] = 0;
        }
        d[s] = 0;
        for (;;) {
            int u = -1;
            for (int v = 0; v < n; v++) {
                if (!done[v] && d[v] != INF && (u < 0 || d[v] < d[u])) u = v;
            }
            if (u < 0) break;
            done[u] = 1;
            for (int a = 0; a < deg[u]; a++) {
                int v = adj[u][a].v;
                long long nd = d[u] + adj[u][a].w + h[u] - h[v];
                if (nd < d[v]) d[v] = nd;
            }
        }
        for (int v = 0; v < n; v++) dist[s * n + v] = d[v] == INF ? INF : d[v] - h[s] + h[v];
    }
    free(h);
    free(d);
    free(done);
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

/* adj[u] holds deg[u] arcs leaving u. */
long long *johnsonFlat(int n, const Arc *const *adj, const int *deg) {
    return johnsonArcs(n, adj, deg);
}

/* The interface's result: n malloc'd rows of doubles, positive infinity where unreachable. */
static double **asRows(int n, const long long *dist, int *returnSize, int **returnColumnSizes) {
    double **rows = malloc((n > 0 ? n : 1) * sizeof(double *));
    *returnColumnSizes = malloc((n > 0 ? n : 1) * sizeof(int));
    for (int i = 0; i < n; i++) {
        rows[i] = malloc(n * sizeof(double));
        (*returnColumnSizes)[i] = n;
        for (int j = 0; j < n; j++) rows[i][j] = dist[i * n + j] == INF ? INFINITY : (double)dist[i * n + j];
    }
    *returnSize = n;
    return rows;
}

/* adj[u] holds adjColSize[u] pairs (v, w). */
double **johnson(const int (*const *adj)[2], int adjSize, const int *adjColSize, int *returnSize,
                 int **returnColumnSizes) {
    int n = adjSize;
    Arc **arcs = malloc((n > 0 ? n : 1) * sizeof(Arc *));
    for (int u = 0; u < n; u++) {
        arcs[u] = malloc((adjColSize[u] > 0 ? adjColSize[u] : 1) * sizeof(Arc));
        for (int a = 0; a < adjColSize[u]; a++) arcs[u][a] = (Arc){adj[u][a][0], adj[u][a][1]};
    }
    long long *dist = johnsonArcs(n, (const Arc *const *)arcs, adjColSize);
    double **rows = asRows(n, dist, returnSize, returnColumnSizes);
    for (int u = 0; u < n; u++) free(arcs[u]);
    free(arcs);
    free(dist);
    return rows;
}

int main(void) {
    const Arc a0[] = {{1, 4}, {2, -1}};
    const Arc a1[] = {{3, -3}};
    const Arc a2[] = {{1, 2}, {3, 6}};
    const Arc a3[] = {{0, 5}, {2, 1}};
    const Arc a4[] = {{5, -3}};
    const Arc a5[] = {{1, -2}, {4, 5}};
    const Arc *adj[] = {a0, a1, a2, a3, a4, a5};
    int deg[] = {2, 1, 2, 2, 1, 2};
    int n = 6;
    long long *dist = johnsonFlat(n, adj, deg);
    printMatrix(n, dist);
    free(dist);
    return 0;
}
