#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

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

/* Returns dist[0..n-1] (malloc'd, *returnSize = n); dist[v] == -1 means v is unreachable from src.
 * Each edge row is {u, v, w}. O((V + E) log E): the edges grouped by tail, a binary heap of
 * (distance, vertex) entries, an entry skipped when its vertex is already settled. */
long long *dijkstra(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {
    long long *dist = malloc(n * sizeof(long long));
    bool *done = calloc(n, sizeof(bool));
    int *start = calloc(n + 1, sizeof(int));
    int *order = malloc((edgesSize > 0 ? edgesSize : 1) * sizeof(int));
    for (int i = 0; i < edgesSize; i++) start[edges[i][0] + 1]++;
    for (int v = 0; v < n; v++) start[v + 1] += start[v];
    int *fill = malloc((n > 0 ? n : 1) * sizeof(int));
    for (int v = 0; v < n; v++) fill[v] = start[v];
    for (int i = 0; i < edgesSize; i++) order[fill[edges[i][0]]++] = i;
    free(fill);
    for (int i = 0; i < n; i++) dist[i] = -1;
    Entry *heap = malloc((edgesSize + 1) * sizeof(Entry));
    int heapSize = 0;
    dist[src] = 0;
    push(heap, &heapSize, (Entry){0, src});
    while (heapSize > 0) {
        Entry e = pop(heap, &heapSize);
        int u = e.vertex;
        if (done[u]) continue;
        done[u] = true;
        for (int k = start[u]; k < start[u + 1]; k++) {
            const int *edge = edges[order[k]];
            int v = edge[1];
            long long nd = dist[u] + edge[2];
            if (!done[v] && (dist[v] == -1 || nd < dist[v])) {
                dist[v] = nd;
                push(heap, &heapSize, (Entry){nd, v});
            }
        }
    }
    free(heap);
    free(order);
    free(start);
    free(done);
    *returnSize = n;
    return dist;
}

int main(void) {
    int n = 7;
    int edges[][3] = {{0, 1, 4}, {0, 2, 1}, {2, 1, 2}, {1, 3, 0}, {2, 3, 2}, {3, 4, 3},
                      {1, 4, 4}, {2, 4, 5}, {4, 5, 2}, {3, 5, 6}, {6, 0, 1}, {6, 5, 1}};
    int m = sizeof(edges) / sizeof(edges[0]);
    int size;
    long long *dist = dijkstra(n, edges, m, 0, &size);
    for (int v = 0; v < n; v++) {
        if (dist[v] == -1)
            printf("%d INF\n", v);
        else
            printf("%d %lld\n", v, dist[v]);
    }
    free(dist);
    return 0;
}
