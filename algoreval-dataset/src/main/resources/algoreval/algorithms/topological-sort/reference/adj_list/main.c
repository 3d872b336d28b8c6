#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int *data;
    int size;
} MinHeap;

static void heapPush(MinHeap *h, int x) {
    int i = h->size++;
    while (i > 0 && h->data[(i - 1) / 2] > x) {
        h->data[i] = h->data[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h->data[i] = x;
}

static int heapPop(MinHeap *h) {
    int top = h->data[0];
    int last = h->data[--h->size];
    int i = 0;
    for (;;) {
        int child = 2 * i + 1;
        if (child >= h->size) break;
        if (child + 1 < h->size && h->data[child + 1] < h->data[child]) child++;
        if (h->data[child] >= last) break;
        h->data[i] = h->data[child];
        i = child;
    }
    h->data[i] = last;
    return top;
}

/* adj[u] holds the deg[u] successors of u. Writes the order into order (room for V vertices)
   and returns how many vertices were placed. */
int topologicalSortInto(int V, const int *const *adj, const int *deg, int *order) {
    int *indegree = calloc(V, sizeof(int));
    for (int u = 0; u < V; u++)
        for (int k = 0; k < deg[u]; k++) indegree[adj[u][k]]++;
    MinHeap ready = {malloc(V * sizeof(int)), 0};
    for (int u = 0; u < V; u++)
        if (indegree[u] == 0) heapPush(&ready, u);
    int count = 0;
    while (ready.size > 0) {
        int u = heapPop(&ready);
        order[count++] = u;
        for (int k = 0; k < deg[u]; k++) {
            int v = adj[u][k];
            if (--indegree[v] == 0) heapPush(&ready, v);
        }
    }
    free(indegree);
    free(ready.data);
    return count;
}

int *topologicalSort(const int *const *adj, int adjSize, const int *adjColSize, int *returnSize) {
    int *order = malloc((adjSize > 0 ? adjSize : 1) * sizeof(int));
    *returnSize = topologicalSortInto(adjSize, adj, adjColSize, order);
    return order;
}

int main(void) {
    static const int a0[] = {6}, a2[] = {3, 6}, a3[] = {1}, a4[] = {0, 1}, a5[] = {2, 0}, a6[] = {3},
                     a7[] = {6}, a8[] = {7, 1};
    const int *const adj[] = {a0, NULL, a2, a3, a4, a5, a6, a7, a8};
    const int deg[] = {1, 0, 2, 1, 2, 2, 1, 1, 2};
    int order[9];
    int n = topologicalSortInto(9, adj, deg, order);
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", order[i]);
    printf("\n");
    return 0;
}
