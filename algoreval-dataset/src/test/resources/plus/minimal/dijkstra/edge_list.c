/* Contract-minimal: int weights as the contract states them, distances in long long because it says they
   may need 64 bits; the O(V^2) array scan, since no faster complexity is demanded of these sizes. */
#include <stdlib.h>

long long *dijkstra(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {
    long long *dist = malloc(sizeof(long long) * (n > 0 ? n : 1));
    char *done = calloc(n > 0 ? n : 1, 1);
    for (int v = 0; v < n; v++) {
        dist[v] = -1;
    }
    dist[src] = 0;
    for (int round = 0; round < n; round++) {
        int u = -1;
        for (int v = 0; v < n; v++) {
            if (!done[v] && dist[v] >= 0 && (u < 0 || dist[v] < dist[u])) {
                u = v;
            }
        }
        if (u < 0) {
            break;
        }
        done[u] = 1;
        for (int i = 0; i < edgesSize; i++) {
            if (edges[i][0] == u) {
                int v = edges[i][1];
                long long through = dist[u] + edges[i][2];
                if (dist[v] < 0 || through < dist[v]) {
                    dist[v] = through;
                }
            }
        }
    }
    free(done);
    *returnSize = n;
    return dist;
}

int main(void) {
    return 0;
}
