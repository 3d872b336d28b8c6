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

/* edges[i] = {u, v, w}: a directed edge u -> v of weight w. Fills dist[0 .. n-1]. */
void dagShortestPathInto(int n, const int edges[][3], int m, int src, long long *dist) {
    /* group the edges by tail: u's arcs are arcs[start[u] .. start[u + 1]) */
    Arc *arcs = malloc((m > 0 ? m : 1) * sizeof(Arc));
    int *start = calloc(n + 1, sizeof(int));
    AdjList *adj = calloc(n, sizeof(AdjList));
    for (int i = 0; i < m; i++) start[edges[i][0] + 1]++;
    for (int u = 0; u < n; u++) start[u + 1] += start[u];
    for (int u = 0; u < n; u++) adj[u].arcs = arcs + start[u];
    for (int i = 0; i < m; i++) {
        int u = edges[i][0];
        arcs[start[u] + adj[u].count++] = (Arc){edges[i][1], edges[i][2]};
    }
    free(start);

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
    free(adj);
    free(arcs);
}

/* The interface's form: dist malloc'd by the callee; LLONG_MAX (UNREACHABLE) is the absent distance. */
long long *dagShortestPath(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {
    long long *dist = malloc((n > 0 ? n : 1) * sizeof(long long));
    dagShortestPathInto(n, edges, edgesSize, src, dist);
    *returnSize = n;
    return dist;
}

int main(void) {
    int n = 8;
    const int edges[][3] = {{2, 5, 4}, {2, 0, 1}, {0, 5, 2}, {5, 3, -3}, {0, 3, 6}, {3, 7, 2},
                            {5, 7, 1}, {0, 6, -2}, {6, 7, 3}, {6, 3, 0}, {1, 2, 5}, {1, 4, 2},
                            {4, 3, -10}};
    int m = sizeof(edges) / sizeof(edges[0]);
    int src = 2;
    long long dist[8];
    dagShortestPathInto(n, edges, m, src, dist);
    for (int v = 0; v < n; v++) {
        if (dist[v] == UNREACHABLE)
            printf("%d INF\n", v);
        else
            printf("%d %lld\n", v, dist[v]);
    }
    return 0;
}
