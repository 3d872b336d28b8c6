#include <stdio.h>
#include <stdlib.h>

#define V 9

/* Writes the order into order (room for V vertices) and returns how many vertices were placed. */
int topologicalSort(const int M[V][V], int *order) {
    int indegree[V] = {0};
    int placed[V] = {0};
    for (int u = 0; u < V; u++)
        for (int v = 0; v < V; v++) indegree[v] += M[u][v];
    int count = 0;
    for (;;) {
        /* the smallest vertex not yet placed whose predecessors are all placed */
        int u = -1;
        for (int v = 0; v < V; v++) {
            if (!placed[v] && indegree[v] == 0) {
                u = v;
                break;
            }
        }
        if (u == -1) break;
        placed[u] = 1;
        order[count++] = u;
        for (int v = 0; v < V; v++)
            if (M[u][v]) indegree[v]--;
    }
    return count;
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
    int order[V];
    int n = topologicalSort(M, order);
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", order[i]);
    printf("\n");
    return 0;
}
