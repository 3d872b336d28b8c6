/* Contract-minimal: int weights as stated, distances in long long because the contract says they may need
   64 bits; Kahn's order then relaxation; LLONG_MAX marks an unreachable vertex (the C form of "absent"). */
#include <limits.h>
#include <stdlib.h>

long long *dagShortestPath(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {
    int *indegree = calloc(n, sizeof(int));
    int *order = malloc(sizeof(int) * n);
    char *used = calloc(edgesSize > 0 ? edgesSize : 1, 1);
    for (int i = 0; i < edgesSize; i++) {
        indegree[edges[i][1]]++;
    }
    int head = 0, tail = 0;
    for (int v = 0; v < n; v++) {
        if (indegree[v] == 0) {
            order[tail++] = v;
        }
    }
    while (head < tail) {
        int u = order[head++];
        for (int i = 0; i < edgesSize; i++) {
            if (!used[i] && edges[i][0] == u) {
                used[i] = 1;
                if (--indegree[edges[i][1]] == 0) {
                    order[tail++] = edges[i][1];
                }
            }
        }
    }
    long long *dist = malloc(sizeof(long long) * n);
    for (int v = 0; v < n; v++) {
        dist[v] = LLONG_MAX;
    }
    dist[src] = 0;
    for (int k = 0; k < tail; k++) {
        int u = order[k];
        if (dist[u] == LLONG_MAX) {
            continue;
        }
        for (int i = 0; i < edgesSize; i++) {
            if (edges[i][0] == u && dist[u] + edges[i][2] < dist[edges[i][1]]) {
                dist[edges[i][1]] = dist[u] + edges[i][2];
            }
        }
    }
    free(indegree);
    free(order);
    free(used);
    *returnSize = n;
    return dist;
}

int main(void) {
    return 0;
}
