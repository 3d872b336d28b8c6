/* Contract-minimal: Bellman-Ford potentials, then an O(V^2) Dijkstra from every vertex; int weights as
   stated, every path length in long long because the contract says it may leave the 32-bit range. */
#include <math.h>
#include <stdlib.h>

double **johnson(int n, const int edges[][3], int edgesSize, int *returnSize, int **returnColumnSizes) {
    long long *h = calloc(n > 0 ? n : 1, sizeof(long long)); /* a virtual source at distance 0 from all */
    for (int round = 0; round < n; round++) {
        for (int i = 0; i < edgesSize; i++) {
            if (h[edges[i][0]] + edges[i][2] < h[edges[i][1]]) {
                h[edges[i][1]] = h[edges[i][0]] + edges[i][2];
            }
        }
    }
    double **out = malloc(sizeof(double *) * (n > 0 ? n : 1));
    *returnColumnSizes = malloc(sizeof(int) * (n > 0 ? n : 1));
    long long *dist = malloc(sizeof(long long) * (n > 0 ? n : 1));
    char *reached = malloc(n > 0 ? n : 1), *done = malloc(n > 0 ? n : 1);
    for (int s = 0; s < n; s++) {
        for (int v = 0; v < n; v++) {
            reached[v] = 0;
            done[v] = 0;
        }
        reached[s] = 1;
        dist[s] = 0;
        for (;;) {
            int u = -1;
            for (int v = 0; v < n; v++) {
                if (reached[v] && !done[v] && (u < 0 || dist[v] < dist[u])) {
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
                    long long reweighted = dist[u] + edges[i][2] + h[u] - h[v];
                    if (!reached[v] || reweighted < dist[v]) {
                        dist[v] = reweighted;
                        reached[v] = 1;
                    }
                }
            }
        }
        out[s] = malloc(sizeof(double) * n);
        (*returnColumnSizes)[s] = n;
        for (int v = 0; v < n; v++) {
            out[s][v] = reached[v] ? (double) (dist[v] - h[s] + h[v]) : INFINITY;
        }
    }
    free(h), free(dist), free(reached), free(done);
    *returnSize = n;
    return out;
}

int main(void) {
    return 0;
}
