#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#define INF LLONG_MAX

#define NO_EDGE 999

/* M is n x n row-major; M[u * n + v] == NO_EDGE means no edge. Returns a malloc'd n x n row-major
   matrix: dist[i * n + j] is the shortest distance from i to j, INF if j is unreachable from i. */
long long *floydWarshall(int n, const int *M) {
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
    long long *dist = floydWarshall(n, &M[0][0]);
    printMatrix(n, dist);
    free(dist);
    return 0;
}
