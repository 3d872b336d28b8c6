#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define INF LLONG_MAX

typedef struct {
    int u, v, w;
} Edge;

/* Returns a malloc'd array of n distances (INF = unreachable), or NULL if a negative cycle is
   reachable from src. */
long long *bellmanFordDistances(int n, const Edge *edges, int m, int src) {
    long long *dist = malloc(n * sizeof(long long));
    for (int i = 0; i < n; i++) dist[i] = INF;
    dist[src] = 0;
    for (int round = 0; round < n - 1; round++) {
        int changed = 0;
        for (int i = 0; i < m; i++) {
            const Edge *e = &edges[i];
            if (dist[e->u] != INF && dist[e->u] + e->w < dist[e->v]) {
                dist[e->v] = dist[e->u] + e->w;
                changed = 1;
            }
        }
        if (!changed) break;
    }
    /* One more improvement after n-1 rounds means a reachable negative cycle. */
    for (int i = 0; i < m; i++) {
        const Edge *e = &edges[i];
        if (dist[e->u] != INF && dist[e->u] + e->w < dist[e->v]) {
            free(dist);
            return NULL;
        }
    }
    return dist;
}

/* The AlgoREval+ interface: edges as (u, v, w) rows, distances as doubles with INFINITY for
   unreachable, NULL for a reachable negative cycle; the caller frees the result. */
double *bellmanFord(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {
    Edge *list = malloc((edgesSize > 0 ? edgesSize : 1) * sizeof(Edge));
    for (int i = 0; i < edgesSize; i++) list[i] = (Edge){edges[i][0], edges[i][1], edges[i][2]};
    long long *dist = bellmanFordDistances(n, list, edgesSize, src);
    free(list);
    *returnSize = 0;
    if (dist == NULL) return NULL;
    double *result = malloc((n > 0 ? n : 1) * sizeof(double));
    for (int v = 0; v < n; v++) result[v] = dist[v] == INF ? INFINITY : (double) dist[v];
    free(dist);
    *returnSize = n;
    return result;
}

int main(void) {
    int n = 8;
    Edge edges[] = {{3, 4, -4}, {0, 1, 4}, {6, 2, 1}, {2, 4, 8}, {4, 1, 3}, {1, 3, 6}, {7, 5, 2},
                    {2, 3, 3}, {5, 6, 1}, {0, 2, 5}, {6, 5, -3}, {1, 2, -2}, {3, 0, 2}, {7, 0, 4}};
    int m = sizeof(edges) / sizeof(edges[0]);
    int sources[] = {0, 7};
    for (int s = 0; s < 2; s++) {
        long long *dist = bellmanFordDistances(n, edges, m, sources[s]);
        if (dist == NULL) {
            printf("NEGATIVE CYCLE\n");
            continue;
        }
        for (int v = 0; v < n; v++) {
            if (dist[v] == INF) printf("%d INF\n", v);
            else printf("%d %lld\n", v, dist[v]);
        }
        free(dist);
    }
    return 0;
}
