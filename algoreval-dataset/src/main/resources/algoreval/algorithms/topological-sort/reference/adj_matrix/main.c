#include <stdio.h>
#include <stdlib.h>

#define V 9

/* M[u] is row u of the n x n matrix. Writes the order into order (room for n vertices) and returns how
   many vertices were placed. */
int topologicalSortInto(int n, const int *const *M, int *order) {
    int *indegree = calloc(n > 0 ? n : 1, sizeof(int));
    int *placed = calloc(n > 0 ? n : 1, sizeof(int));
    for (int u = 0; u < n; u++)
        for (int v = 0; v < n; v++) indegree[v] += M[u][v];
    int count = 0;
    for (;;) {
        /* the smallest vertex not yet placed whose predecessors are all placed */
        int u = -1;
        for (int v = 0; v < n; v++) {
            if (!placed[v] && indegree[v] == 0) {
                u = v;
                break;
            }
        }
        if (u == -1) break;
        placed[u] = 1;
        order[count++] = u;
        for (int v = 0; v < n; v++)
            if (M[u][v]) indegree[v]--;
    }
    free(indegree);
    free(placed);
    return count;
}

int *topologicalSort(const int *const *M, int MSize, const int *MColSize, int *returnSize) {
    (void)MColSize;
    int *order = malloc((MSize > 0 ? MSize : 1) * sizeof(int));
    *returnSize = topologicalSortInto(MSize, M, order);
    return order;
}

int main(void) {
    const int M[V][V] = {
        {0, 0, 0, 0, 0, 0, 1, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 1, 0, 0, 1, 0, 0},
        {0, 1, 0, 0, 0, 0, 0, 0, 0},
        {1, 1, 0, 0, 0, 0, 0, 0, 0},
        {1, 0, 1, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 1, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 1, 0, 0},
        {0, 1, 0, 0, 0, 0, 0, 1, 0},
    };
    const int *rows[V];
    for (int u = 0; u < V; u++) rows[u] = M[u];
    int order[V];
    int n = topologicalSortInto(V, rows, order);
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", order[i]);
    printf("\n");
    return 0;
}
