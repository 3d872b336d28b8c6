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

#define NO_EDGE 999

/* M is n x n row-major; M[u * n + v] == NO_EDGE means no edge. */
long long *johnsonFlat(int n, const int *M) {
    Arc **adj = calloc(n, sizeof(Arc *));
    int *deg = calloc(n, sizeof(int));
    for (int u = 0; u < n; u++) {
        adj[u] = malloc(n * sizeof(Arc));
        for (int v = 0; v < n; v++) {
            if (M[u * n + v] != NO_EDGE) adj[u][deg[u]++] = (Arc){v, M[u * n + v]};
        }
    }
    long long *dist = johnsonArcs(n, (const Arc *const *)adj, deg);
    for (int u = 0; u < n; u++) free(adj[u]);
    free(adj);
    free(deg);
    return dist;
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

/* M's rows are copied into the row-major block johnsonFlat reads. */
double **johnson(const int *const *M, int MSize, const int *MColSize, int *returnSize, int **returnColumnSizes) {
    (void)MColSize;
    int n = MSize;
    int *block = malloc(((size_t)n * n > 0 ? (size_t)n * n : 1) * sizeof(int));
    for (int u = 0; u < n; u++)
        for (int v = 0; v < n; v++) block[u * n + v] = M[u][v];
    long long *dist = johnsonFlat(n, block);
    double **rows = asRows(n, dist, returnSize, returnColumnSizes);
    free(block);
    free(dist);
    return rows;
}

int main(void) {
    int M[6][6] = {
        {999, 4, -1, 999, 999, 999},
        {999, 999, 999, -3, 999, 999},
        {999, 2, 999, 6, 999, 999},
        {5, 999, 1, 999, 999, 999},
        {999, 999, 999, 999, 999, -3},
        {999, -2, 999, 999, 5, 999},
    };
    int n = 6;
    long long *dist = johnsonFlat(n, &M[0][0]);
    printMatrix(n, dist);
    free(dist);
    return 0;
}
