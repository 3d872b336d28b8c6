#include <stdbool.h>
#include <stdio.h>

#define N 7

/* M[u][v] == -1 means no edge; dist[v] == -1 means v is unreachable from src. */
void dijkstra(int n, const int M[][N], int src, long long *dist) {
    bool done[N] = {false};
    for (int i = 0; i < n; i++) dist[i] = -1;
    dist[src] = 0;
    for (int iter = 0; iter < n; iter++) {
        int u = -1;
        for (int v = 0; v < n; v++)
            if (!done[v] && dist[v] != -1 && (u == -1 || dist[v] < dist[u])) u = v;
        if (u == -1) break;
        done[u] = true;
        for (int v = 0; v < n; v++) {
            if (M[u][v] == -1 || done[v]) continue;
            long long nd = dist[u] + M[u][v];
            if (dist[v] == -1 || nd < dist[v]) dist[v] = nd;
        }
    }
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
    dijkstra(N, M, 0, dist);
    for (int v = 0; v < N; v++) {
        if (dist[v] == -1)
            printf("%d INF\n", v);
        else
            printf("%d %lld\n", v, dist[v]);
    }
    return 0;
}
