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

/* The adjacency-matrix entry that means "no edge". */
#define NO_EDGE 1000000

/* M is the n x n matrix in row-major order: M[u * n + v] is the weight of the edge u -> v, or NO_EDGE.
   Fills dist[0 .. n-1]. */
void dagShortestPathInto(int n, const int *M, int src, long long *dist) {
    int total = 0;
    for (int i = 0; i < n * n; i++) total += M[i] != NO_EDGE;
    Arc *arcs = malloc((total > 0 ? total : 1) * sizeof(Arc));
    AdjList *adj = malloc(n * sizeof(AdjList));
    int filled = 0;
    for (int u = 0; u < n; u++) {
        adj[u].arcs = arcs + filled;
        adj[u].count = 0;
        for (int v = 0; v < n; v++) {
            if (M[u * n + v] != NO_EDGE) {
                arcs[filled++] = (Arc){v, M[u * n + v]};
                adj[u].count++;
            }
        }
    }

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

/* The interface's form: M's rows are copied into the row-major block dagShortestPathInto reads; dist is
   malloc'd by the callee and LLONG_MAX (UNREACHABLE) is the absent distance. */
long long *dagShortestPath(const int *const *M, int MSize, const int *MColSize, int src, int *returnSize) {
    (void)MColSize;
    int n = MSize;
    int *block = malloc(((size_t)n * n > 0 ? (size_t)n * n : 1) * sizeof(int));
    for (int u = 0; u < n; u++)
        for (int v = 0; v < n; v++) block[u * n + v] = M[u][v];
    long long *dist = malloc((n > 0 ? n : 1) * sizeof(long long));
    dagShortestPathInto(n, block, src, dist);
    free(block);
    *returnSize = n;
    return dist;
}

int main(void) {
    static const int M[8][8] = {
        {1000000, 1000000, 1000000, 6, 1000000, 2, -2, 1000000},
        {1000000, 1000000, 5, 1000000, 2, 1000000, 1000000, 1000000},
        {1, 1000000, 1000000, 1000000, 1000000, 4, 1000000, 1000000},
        {1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 2},
        {1000000, 1000000, 1000000, -10, 1000000, 1000000, 1000000, 1000000},
        {1000000, 1000000, 1000000, -3, 1000000, 1000000, 1000000, 1},
        {1000000, 1000000, 1000000, 0, 1000000, 1000000, 1000000, 3},
        {1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000},
    };
    int n = 8;
    int src = 2;
    long long dist[8];
    dagShortestPathInto(n, &M[0][0], src, dist);
    for (int v = 0; v < n; v++) {
        if (dist[v] == UNREACHABLE)
            printf("%d INF\n", v);
        else
            printf("%d %lld\n", v, dist[v]);
    }
    return 0;
}
