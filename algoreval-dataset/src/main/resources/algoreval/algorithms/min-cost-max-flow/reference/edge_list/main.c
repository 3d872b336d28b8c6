#include <stdio.h>
#include <stdlib.h>

#define INF (1LL << 60)

/* Residual network; arc a and its reverse arc a ^ 1 are stored next to each other. */
typedef struct {
    int n, arcs;
    int *head, *next, *to;
    long long *cap, *cost;
} MinCostFlow;

typedef struct {
    long long flow, cost;
} MinCostMaxFlowResult;

static MinCostFlow networkCreate(int n, int maxEdges) {
    MinCostFlow g;
    g.n = n;
    g.arcs = 0;
    g.head = malloc(n * sizeof(int));
    g.next = malloc(2 * maxEdges * sizeof(int));
    g.to = malloc(2 * maxEdges * sizeof(int));
    g.cap = malloc(2 * maxEdges * sizeof(long long));
    g.cost = malloc(2 * maxEdges * sizeof(long long));
    for (int i = 0; i < n; i++) g.head[i] = -1;
    return g;
}

static void networkFree(MinCostFlow *g) {
    free(g->head); free(g->next); free(g->to); free(g->cap); free(g->cost);
}

static void addArc(MinCostFlow *g, int u, int v, long long cap, long long cost) {
    int a = g->arcs++;
    g->to[a] = v;
    g->cap[a] = cap;
    g->cost[a] = cost;
    g->next[a] = g->head[u];
    g->head[u] = a;
}

static void addEdge(MinCostFlow *g, int u, int v, long long cap, long long cost) {
    addArc(g, u, v, cap, cost);
    addArc(g, v, u, 0, -cost);
}

/* Bellman-Ford with a queue (SPFA); reverse residual arcs have negative costs. */
static void shortestPaths(const MinCostFlow *g, int s, long long *dist, int *prevArc) {
    int n = g->n;
    int *queue = malloc(n * sizeof(int));
    char *inQueue = calloc(n, 1);
    int qh = 0, size = 0;
    for (int i = 0; i < n; i++) {
        dist[i] = INF;
        prevArc[i] = -1;
    }
    dist[s] = 0;
    queue[0] = s;
    inQueue[s] = 1;
    size = 1;
    while (size > 0) {
        int u = queue[qh];
        qh = (qh + 1) % n;
        size--;
        inQueue[u] = 0;
        for (int a = g->head[u]; a != -1; a = g->next[a]) {
            int v = g->to[a];
            if (g->cap[a] > 0 && dist[u] + g->cost[a] < dist[v]) {
                dist[v] = dist[u] + g->cost[a];
                prevArc[v] = a;
                if (!inQueue[v]) {
                    inQueue[v] = 1;
                    queue[(qh + size) % n] = v;
                    size++;
                }
            }
        }
    }
    free(queue);
    free(inQueue);
}

static MinCostMaxFlowResult runMinCostFlow(MinCostFlow *g, int s, int t) {
    MinCostMaxFlowResult result = {0, 0};
    long long *dist = malloc(g->n * sizeof(long long));
    int *prevArc = malloc(g->n * sizeof(int));
    for (;;) {
        shortestPaths(g, s, dist, prevArc);
        if (dist[t] == INF) break;
        long long push = INF;
        for (int v = t; v != s; v = g->to[prevArc[v] ^ 1])
            if (g->cap[prevArc[v]] < push) push = g->cap[prevArc[v]];
        for (int v = t; v != s; v = g->to[prevArc[v] ^ 1]) {
            g->cap[prevArc[v]] -= push;
            g->cap[prevArc[v] ^ 1] += push;
        }
        result.flow += push;
        result.cost += push * dist[t];
    }
    free(dist);
    free(prevArc);
    return result;
}

MinCostMaxFlowResult minCostMaxFlow(int n, const int edges[][4], int m, int s, int t) {
    MinCostFlow g = networkCreate(n, m);
    for (int i = 0; i < m; i++) addEdge(&g, edges[i][0], edges[i][1], edges[i][2], edges[i][3]);
    MinCostMaxFlowResult result = runMinCostFlow(&g, s, t);
    networkFree(&g);
    return result;
}

int main(void) {
    const int edges[][4] = {
        {0, 4, 6, 5}, {0, 5, 4, 1}, {1, 4, 7, 2}, {1, 5, 3, 7},
        {1, 5, 4, 5}, {2, 4, 2, 4}, {2, 5, 5, 3}, {3, 6, 4, 4},
        {4, 6, 7, 2}, {5, 1, 8, 1}, {5, 2, 4, 9}, {5, 3, 6, 9},
        {5, 6, 1, 1},
    };
    int m = sizeof(edges) / sizeof(edges[0]);
    MinCostMaxFlowResult result = minCostMaxFlow(7, edges, m, 0, 6);
    printf("%lld %lld\n", result.flow, result.cost);
    return 0;
}
