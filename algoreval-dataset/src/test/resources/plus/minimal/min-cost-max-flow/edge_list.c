/* Contract-minimal: successive shortest paths found with Bellman-Ford on the residual graph; int capacities
   as stated, the total cost in long long because the contract says it may need 64 bits. */
#include <limits.h>
#include <stdlib.h>

typedef struct { long long flow; long long cost; } MinCostMaxFlowResult;

MinCostMaxFlowResult minCostMaxFlow(int n, const int edges[][4], int edgesSize, int s, int t) {
    int m = 2 * edgesSize;
    int *from = malloc(sizeof(int) * (m + 1)), *to = malloc(sizeof(int) * (m + 1));
    int *cap = malloc(sizeof(int) * (m + 1)), *cost = malloc(sizeof(int) * (m + 1));
    for (int i = 0; i < edgesSize; i++) {
        from[2 * i] = edges[i][0], to[2 * i] = edges[i][1], cap[2 * i] = edges[i][2], cost[2 * i] = edges[i][3];
        from[2 * i + 1] = edges[i][1], to[2 * i + 1] = edges[i][0], cap[2 * i + 1] = 0, cost[2 * i + 1] = -edges[i][3];
    }
    long long *dist = malloc(sizeof(long long) * n);
    int *via = malloc(sizeof(int) * n);
    MinCostMaxFlowResult result = {0, 0};
    for (;;) {
        for (int v = 0; v < n; v++) {
            dist[v] = LLONG_MAX;
            via[v] = -1;
        }
        dist[s] = 0;
        for (int round = 0; round < n - 1; round++) {
            int changed = 0;
            for (int e = 0; e < m; e++) {
                if (cap[e] > 0 && dist[from[e]] != LLONG_MAX && dist[from[e]] + cost[e] < dist[to[e]]) {
                    dist[to[e]] = dist[from[e]] + cost[e];
                    via[to[e]] = e;
                    changed = 1;
                }
            }
            if (!changed) {
                break;
            }
        }
        if (dist[t] == LLONG_MAX) {
            break;
        }
        int push = INT_MAX;
        for (int v = t; v != s; v = from[via[v]]) {
            if (cap[via[v]] < push) {
                push = cap[via[v]];
            }
        }
        for (int v = t; v != s; v = from[via[v]]) {
            cap[via[v]] -= push;
            cap[via[v] ^ 1] += push;
        }
        result.flow += push;
        result.cost += (long long) push * dist[t];
    }
    free(from), free(to), free(cap), free(cost), free(dist), free(via);
    return result;
}

int main(void) {
    return 0;
}
