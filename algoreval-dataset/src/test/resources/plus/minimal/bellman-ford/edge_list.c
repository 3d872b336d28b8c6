/* Contract-minimal: int weights as the contract states them, sums in long long because it says distances
   may need 64 bits; the textbook V-1 rounds and one more to find a reachable negative cycle. */
#include <math.h>
#include <stdlib.h>

double *bellmanFord(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {
    long long *dist = malloc(sizeof(long long) * (n > 0 ? n : 1));
    char *reached = calloc(n > 0 ? n : 1, 1);
    reached[src] = 1;
    dist[src] = 0;
    for (int round = 0; round < n - 1; round++) {
        for (int i = 0; i < edgesSize; i++) {
            int u = edges[i][0], v = edges[i][1];
            if (reached[u] && (!reached[v] || dist[u] + edges[i][2] < dist[v])) {
                dist[v] = dist[u] + edges[i][2];
                reached[v] = 1;
            }
        }
    }
    for (int i = 0; i < edgesSize; i++) {
        int u = edges[i][0], v = edges[i][1];
        if (reached[u] && dist[u] + edges[i][2] < dist[v]) {
            free(dist);
            free(reached);
            *returnSize = 0;
            return NULL;
        }
    }
    double *out = malloc(sizeof(double) * (n > 0 ? n : 1));
    for (int v = 0; v < n; v++) {
        out[v] = reached[v] ? (double) dist[v] : INFINITY;
    }
    free(dist);
    free(reached);
    *returnSize = n;
    return out;
}

int main(void) {
    return 0;
}
