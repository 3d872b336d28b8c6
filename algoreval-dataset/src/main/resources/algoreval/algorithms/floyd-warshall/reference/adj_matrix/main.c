#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define INF LLONG_MAX

#define NO_EDGE 999

/* M is n x n row-major; M[u * n + v] == NO_EDGE means no edge. Returns a malloc'd n x n row-major
   matrix: dist[i * n + j] is the shortest distance from i to j, INF if j is unreachable from i. */
long long *floydWarshallDistances(int n, const int *M) {
    long long *dist = malloc((size_t)n * n * sizeof(long long));
    for (int i = 0; i < n * n; i++) dist[i] = M[i] == NO_EDGE ? INF : M[i];
    for (int i = 0; i < n; i++) dist[i * n + i] = 0;
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

/* The AlgoREval+ interface: M is square (every row has MSize entries); the distance matrix as rows of
   doubles out. */
double **floydWarshall(const int *const *M, int MSize, const int *MColSize, int *returnSize, int **returnColumnSizes) {
    (void) MColSize;
    int n = MSize;
    int *flat = calloc((size_t) n * n > 0 ? (size_t) n * n : 1, sizeof(int));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) flat[i * n + j] = M[i][j];
    long long *dist = floydWarshallDistances(n, flat);
    double **rows = distanceRows(n, dist, returnSize, returnColumnSizes);
    free(flat);
    free(dist);
    return rows;
}

int main(void) {
    int M[7][7] = {
        {999, 3, 999, 7, 999, 999, 999},
        {999, 999, -2, 999, 4, 999, 999},
        {5, 999, 999, 1, 999, 999, 999},
        {999, 8, 999, 999, -3, 999, 999},
        {2, 999, 6, 999, 999, 999, 999},
        {1, 999, 999, 999, 999, 999, -1},
        {999, 999, 999, 4, 999, 999, 999},
    };
    int n = 7;
    long long *dist = floydWarshallDistances(n, &M[0][0]);
    printMatrix(n, dist);
    free(dist);
    return 0;
}
