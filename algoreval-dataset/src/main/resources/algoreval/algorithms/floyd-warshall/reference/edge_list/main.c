#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define INF LLONG_MAX

typedef struct {
    int u, v, w;
} Edge;

/* Returns a malloc'd n x n row-major matrix: dist[i * n + j] is the shortest distance from i to j,
   INF if j is unreachable from i. */
long long *floydWarshallDistances(int n, const Edge *edges, int m) {
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

/* The AlgoREval+ interface: edges as (u, v, w) rows in, the distance matrix as rows of doubles out. */
double **floydWarshall(int n, const int edges[][3], int edgesSize, int *returnSize, int **returnColumnSizes) {
    Edge *list = malloc((edgesSize > 0 ? edgesSize : 1) * sizeof(Edge));
    for (int i = 0; i < edgesSize; i++) list[i] = (Edge){edges[i][0], edges[i][1], edges[i][2]};
    long long *dist = floydWarshallDistances(n, list, edgesSize);
    double **rows = distanceRows(n, dist, returnSize, returnColumnSizes);
    free(list);
    free(dist);
    return rows;
}

int main(void) {
    int n = 7;
    Edge edges[] = {{0, 1, 3}, {0, 3, 7}, {1, 2, -2}, {1, 4, 4}, {2, 0, 5}, {2, 3, 1}, {3, 4, -3},
                    {4, 2, 6}, {4, 0, 2}, {5, 0, 1}, {5, 6, -1}, {6, 3, 4}, {3, 1, 8}};
    int m = sizeof(edges) / sizeof(edges[0]);
    long long *dist = floydWarshallDistances(n, edges, m);
    printMatrix(n, dist);
    free(dist);
    return 0;
}
