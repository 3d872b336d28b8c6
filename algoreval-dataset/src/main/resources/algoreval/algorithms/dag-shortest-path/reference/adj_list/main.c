#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

/* A directed edge to vertex `to` with weight w. */
typedef struct {
    int to, w;
} Arc;

/* The outgoing arcs of one vertex: arcs[0 .. count-1]. */
typedef struct {
    const Arc *arcs;
    int count;
} AdjList;

/* The distance of a vertex that cannot be reached from the source. */
#define UNREACHABLE LLONG_MAX

/* adj[u] holds the outgoing arcs of u. Fills dist[0 .. n-1]. */
void dagShortestPathInto(const AdjList *adj, int n, int src, long long *dist) {
    /* topological order by Kahn's algorithm */
    int *indegree = calloc(n, sizeof(int));
    int *order = malloc(n * sizeof(int));
    for (int u = 0; u < n; u++)
        for (int i = 0; i < adj[u].count; i++) indegree[adj[u].arcs[i].to]++;
    int size = 0;
    for (int v = 0; v < n; v++)
        if (indegree[v] == 0) order[size++] = v;
    for (int head = 0; head < size; head++) {
        int u = order[head];
        for (int i = 0; i < adj[u].count; i++)
            if (--indegree[adj[u].arcs[i].to] == 0) order[size++] = adj[u].arcs[i].to;
    }

    /* relax the outgoing edges of each reachable vertex in topological order */
    for (int v = 0; v < n; v++) dist[v] = UNREACHABLE;
    dist[src] = 0;
    for (int k = 0; k < size; k++) {
        int u = order[k];
        if (dist[u] == UNREACHABLE) continue;
        for (int i = 0; i < adj[u].count; i++) {
            long long d = dist[u] + adj[u].arcs[i].w;
            if (d < dist[adj[u].arcs[i].to]) dist[adj[u].arcs[i].to] = d;
        }
    }
    free(indegree);
    free(order);
}

/* The interface's form: adj[u] holds adjColSize[u] pairs (v, w); dist is malloc'd by the callee and
   LLONG_MAX (UNREACHABLE) is the absent distance. */
long long *dagShortestPath(const int (*const *adj)[2], int adjSize, const int *adjColSize, int src, int *returnSize) {
    int n = adjSize;
    AdjList *lists = malloc((n > 0 ? n : 1) * sizeof(AdjList));
    for (int u = 0; u < n; u++) {
        Arc *arcs = malloc((adjColSize[u] > 0 ? adjColSize[u] : 1) * sizeof(Arc));
        for (int a = 0; a < adjColSize[u]; a++) arcs[a] = (Arc){adj[u][a][0], adj[u][a][1]};
        lists[u] = (AdjList){arcs, adjColSize[u]};
    }
    long long *dist = malloc((n > 0 ? n : 1) * sizeof(long long));
    dagShortestPathInto(lists, n, src, dist);
    for (int u = 0; u < n; u++) free((Arc *)lists[u].arcs);
    free(lists);
    *returnSize = n;
    return dist;
}

int main(void) {
    static const Arc a0[] = {{5, 2}, {3, 6}, {6, -2}};
    static const Arc a1[] = {{2, 5}, {4, 2}};
    static const Arc a2[] = {{5, 4}, {0, 1}};
    static const Arc a3[] = {{7, 2}};
    static const Arc a4[] = {{3, -10}};
    static const Arc a5[] = {{3, -3}, {7, 1}};
    static const Arc a6[] = {{7, 3}, {3, 0}};
    const AdjList adj[] = {{a0, 3}, {a1, 2}, {a2, 2}, {a3, 1}, {a4, 1}, {a5, 2}, {a6, 2}, {NULL, 0}};
    int n = sizeof(adj) / sizeof(adj[0]);
    int src = 2;
    long long dist[8];
    dagShortestPathInto(adj, n, src, dist);
    for (int v = 0; v < n; v++) {
        if (dist[v] == UNREACHABLE)
            printf("%d INF\n", v);
        else
            printf("%d %lld\n", v, dist[v]);
    }
    return 0;
}
