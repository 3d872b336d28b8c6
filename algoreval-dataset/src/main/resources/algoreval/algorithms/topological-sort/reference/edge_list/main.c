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

/* Writes the order into order (room for V vertices) and returns how many vertices were placed. */
int topologicalSortInto(int V, const int edges[][2], int E, int *order) {
    int *indegree = calloc(V, sizeof(int));
    int *start = calloc(V + 1, sizeof(int));
    int *targets = malloc((E > 0 ? E : 1) * sizeof(int));
    for (int i = 0; i < E; i++) {
        start[edges[i][0] + 1]++;
        indegree[edges[i][1]]++;
    }
    for (int u = 0; u < V; u++) start[u + 1] += start[u];
    int *fill = malloc(V * sizeof(int));
    for (int u = 0; u < V; u++) fill[u] = start[u];
    for (int i = 0; i < E; i++) targets[fill[edges[i][0]]++] = edges[i][1];

    MinHeap ready = {malloc(V * sizeof(int)), 0};
    for (int u = 0; u < V; u++)
        if (indegree[u] == 0) heapPush(&ready, u);
    int count = 0;
    while (ready.size > 0) {
        int u = heapPop(&ready);
        order[count++] = u;
        for (int k = start[u]; k < start[u + 1]; k++) {
            int v = targets[k];
            if (--indegree[v] == 0) heapPush(&ready, v);
        }
    }
    free(indegree); free(start); free(targets); free(fill); free(ready.data);
    return count;
}

int *topologicalSort(int V, const int edges[][2], int edgesSize, int *returnSize) {
    int *order = malloc((V > 0 ? V : 1) * sizeof(int));
    *returnSize = topologicalSortInto(V, edges, edgesSize, order);
    return order;
}

int main(void) {
    int V = 9;
    const int edges[][2] = {{5, 2}, {5, 0}, {4, 0}, {4, 1}, {2, 3}, {3, 1}, {8, 7}, {7, 6}, {6, 3}, {0, 6}, {2, 6}, {8, 1}};
    int E = sizeof(edges) / sizeof(edges[0]);
    int order[9];
    int n = topologicalSortInto(V, edges, E, order);
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", order[i]);
    printf("\n");
    return 0;
}
