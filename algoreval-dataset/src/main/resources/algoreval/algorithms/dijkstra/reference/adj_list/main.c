#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int to, w;
} Arc;

typedef struct {
    const Arc *arcs;
    int count;
} AdjList;

typedef struct {
    long long dist;
    int vertex;
} Entry;

static void push(Entry *heap, int *size, Entry e) {
    int i = (*size)++;
    while (i > 0 && heap[(i - 1) / 2].dist > e.dist) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = e;
}

static Entry pop(Entry *heap, int *size) {
    Entry top = heap[0];
    Entry last = heap[--(*size)];
    int i = 0;
    for (;;) {
        int child = 2 * i + 1;
        if (child >= *size) break;
        if (child + 1 < *size && heap[child + 1].dist < heap[child].dist) child++;
        if (heap[child].dist >= last.dist) break;
        heap[i] = heap[child];
        i = child;
    }
    if (*size > 0) heap[i] = last;
    return top;
}

/* adj[u] holds the outgoing arcs of u; dist[v] == -1 means v is unreachable from src.
 * O((V + E) log E): a binary heap of (distance, vertex) entries, stale entries skipped. */
void dijkstraInto(const AdjList *adj, int n, int src, long long *dist) {
    bool *done = calloc(n, sizeof(bool));
    int arcs = 0;
    for (int u = 0; u < n; u++) arcs += adj[u].count;
    Entry *heap = malloc((arcs + 1) * sizeof(Entry));
    int heapSize = 0;
    for (int i = 0; i < n; i++) dist[i] = -1;
    dist[src] = 0;
    push(heap, &heapSize, (Entry){0, src});
    while (heapSize > 0) {
        int u = pop(heap, &heapSize).vertex;
        if (done[u]) continue;
        done[u] = true;
        for (int i = 0; i < adj[u].count; i++) {
            int v = adj[u].arcs[i].to;
            long long nd = dist[u] + adj[u].arcs[i].w;
            if (!done[v] && (dist[v] == -1 || nd < dist[v])) {
                dist[v] = nd;
                push(heap, &heapSize, (Entry){nd, v});
            }
        }
    }
    free(heap);
    free(done);
}

/* The AlgoREval+ interface: adj[u] holds adjColSize[u] (v, w) rows; the distances in a malloc'd
   array the caller frees. */
long long *dijkstra(const int (*const *adj)[2], int adjSize, const int *adjColSize, int src, int *returnSize) {
    AdjList *lists = calloc(adjSize > 0 ? adjSize : 1, sizeof(AdjList));
    for (int u = 0; u < adjSize; u++) {
        Arc *arcs = malloc((adjColSize[u] > 0 ? adjColSize[u] : 1) * sizeof(Arc));
        for (int i = 0; i < adjColSize[u]; i++) arcs[i] = (Arc){adj[u][i][0], adj[u][i][1]};
        lists[u] = (AdjList){arcs, adjColSize[u]};
    }
    long long *dist = malloc((adjSize > 0 ? adjSize : 1) * sizeof(long long));
    dijkstraInto(lists, adjSize, src, dist);
    for (int u = 0; u < adjSize; u++) free((Arc *) lists[u].arcs);
    free(lists);
    *returnSize = adjSize;
    return dist;
}

int main(void) {
    static const Arc a0[] = {{1, 4}, {2, 1}};
    static const Arc a1[] = {{3, 0}, {4, 4}};
    static const Arc a2[] = {{1, 2}, {3, 2}, {4, 5}};
    static const Arc a3[] = {{4, 3}, {5, 6}};
    static const Arc a4[] = {{5, 2}};
    static const Arc a6[] = {{0, 1}, {5, 1}};
    AdjList adj[] = {{a0, 2}, {a1, 2}, {a2, 3}, {a3, 2}, {a4, 1}, {NULL, 0}, {a6, 2}};
    int n = sizeof(adj) / sizeof(adj[0]);
    long long dist[7];
    dijkstraInto(adj, n, 0, dist);
    for (int v = 0; v < n; v++) {
        if (dist[v] == -1)
            printf("%d INF\n", v);
        else
            printf("%d %lld\n", v, dist[v]);
    }
    return 0;
}
