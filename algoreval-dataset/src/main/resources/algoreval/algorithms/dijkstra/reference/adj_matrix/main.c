#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#define N 7

/* rows[u][v] == -1 means no edge; dist[v] == -1 means v is unreachable from src. */
static void dijkstraOnRows(int n, const int *const *rows, int src, long long *dist) {
    bool *done = calloc(n > 0 ? n : 1, sizeof(bool));
    for (int i = 0; i < n; i++) dist[i] = -1;
    dist[src] = 0;
    for (int iter = 0; iter < n; iter++) {
        int u = -1;
        for (int v = 0; v < n; v++)
            if (!done[v] && dist[v] != -1 && (u == -1 || dist[v] < dist[u])) u = v;
        if (u == -1) break;
        done[u] = true;
        for (int v = 0; v < n; v++) {
            if (rows[u][v] == -1 || done[v]) continue;
            long long nd = dist[u] + rows[u][v];
            if (dist[v] == -1 || nd < dist[v]) dist[v] = nd;
        }
    }
    free(done);
}

/* M[u][v] == -1 means no edge; dist[v] == -1 means v is unreachable from src. */
void dijkstraInto(int n, const int M[][N], int src, long long *dist) {
    const int *rows[N];
    for (int u = 0; u < n; u++) rows[u] = M[u];
    dijkstraOnRows(n, rows, src, dist);
}

/* The AlgoREval+ interface: the distances in a malloc'd array the caller frees. */
long long *dijkstra(const int *const *M, int MSize, const int *MColSize, int src, int *returnSize) {
    (void) MColSize; /* the matrix is square: every row has MSize entries */
    long long *dist = malloc((MSize > 0 ? MSize : 1) * sizeof(long long));
    dijkstraOnRows(MSize, M, src, dist);
    *returnSize = MSize;
    return dist;
}

int main(void) {
    const int M[N][N] = {
        {-1, 4, 1, -1, -1, -1, -1},
        {-1, -1, -1, 0, 4, -1, -1},
        {-1, 2, -1, 2, 5, -1, -1},
        {-1, -1, -1, -1, 3, 6, -1},
        {-1, -1, -1, -1, -1, 2, -1},
        {-1, -1, -1, -1, -1, -1, -1},
        {1, -1, -1, -1, -1, 1, -1},
    };
    long long dist[N];
    dijkstraInto(N, M, 0, dist);
    for (int v = 0; v < N; v++) {
        if (dist[v] == -1)
            printf("%d INF\n", v);
        else
            printf("%d %lld\n", v, dist[v]);
    }
    return 0;
}
