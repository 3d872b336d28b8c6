#include <stdio.h>
#include <stdlib.h>

#define INF (1LL << 60)

/* Residual network in compressed-sparse-row form: the arcs leaving u are arcs start[u] .. start[u + 1] - 1,
   and rev[a] is the reverse arc of a. Keeping each vertex's arcs contiguous matters: with linked arc
   lists (head/next) the scan in shortestPaths chases one dependent load per arc through arrays that
   outgrow the L1 cache at the probe's larger sizes, which made this program 2-3 times slower than the
   other languages' at n = 100 and steepened its fitted exponent. Edges are collected by addEdge and
   laid out by networkFinish. */
typedef struct {
    int n, edges;
    int *from, *onto;
    long long *edgeCap, *edgeCost;
    int *start, *to, *rev;
    long long *cap, *cost;
} MinCostFlow;

typedef struct {
    long long flow, cost;
} MinCostMaxFlowResult;

static MinCostFlow networkCreate(int n, int maxEdges) {
    MinCostFlow g;
    size_t e = maxEdges > 0 ? maxEdges : 1;
    g.n = n;
    g.edges = 0;
    g.from = malloc(e * sizeof(int));
    g.onto = malloc(e * sizeof(int));
    g.edgeCap = malloc(e * sizeof(long long));
    g.edgeCost = malloc(e * sizeof(long long));
    g.start = calloc(n + 1, sizeof(int));
    g.to = malloc(2 * e * sizeof(int));
    g.rev = malloc(2 * e * sizeof(int));
    g.cap = malloc(2 * e * sizeof(long long));
    g.cost = malloc(2 * e * sizeof(long long));
    return g;
}

static void networkFree(MinCostFlow *g) {
    free(g->from); free(g->onto); free(g->edgeCap); free(g->edgeCost);
    free(g->start); free(g->to); free(g->rev); free(g->cap); free(g->cost);
}

static void addEdge(MinCostFlow *g, int u, int v, long long cap, long long cost) {
    int e = g->edges++;
    g->from[e] = u;
    g->onto[e] = v;
    g->edgeCap[e] = cap;
    g->edgeCost[e] = cost;
}

/* Lays the arcs out by tail vertex, each vertex's arcs in the order their edges were added. */
static void networkFinish(MinCostFlow *g) {
    int n = g->n;
    for (int e = 0; e < g->edges; e++) {
        g->start[g->from[e] + 1]++;
        g->start[g->onto[e] + 1]++;
    }
    for (int u = 0; u < n; u++) g->start[u + 1] += g->start[u];
    int *fill = malloc((n > 0 ? n : 1) * sizeof(int));
    for (int u = 0; u < n; u++) fill[u] = g->start[u];
    for (int e = 0; e < g->edges; e++) {
        int u = g->from[e], v = g->onto[e];
        int a = fill[u]++, b = fill[v]++;
        g->to[a] = v; g->cap[a] = g->edgeCap[e]; g->cost[a] = g->edgeCost[e]; g->rev[a] = b;
        g->to[b] = u; g->cap[b] = 0; g->cost[b] = -g->edgeCost[e]; g->rev[b] = a;
    }
    free(fill);
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
        for (int a = g->start[u]; a < g->start[u + 1]; a++) {
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
        for (int v = t; v != s; v = g->to[g->rev[prevArc[v]]])
            if (g->cap[prevArc[v]] < push) push = g->cap[prevArc[v]];
        for (int v = t; v != s; v = g->to[g->rev[prevArc[v]]]) {
            g->cap[prevArc[v]] -= push;
            g->cap[g->rev[prevArc[v]]] += push;
        }
        result.flow += push;
        result.cost += push * dist[t];
    }
    free(dist);
    free(prevArc);
    return result;
}

typedef struct {
    int v, cap, cost;
} Arc;

typedef struct {
    const Arc *arcs;
    int len;
} AdjList;

MinCostMaxFlowResult minCostMaxFlowOfLists(const AdjList *adj, int n, int s, int t) {
    int m = 0;
    for (int u = 0; u < n; u++) m += adj[u].len;
    MinCostFlow g = networkCreate(n, m);
    for (int u = 0; u < n; u++)
        for (int i = 0; i < adj[u].len; i++) addEdge(&g, u, adj[u].arcs[i].v, adj[u].arcs[i].cap, adj[u].arcs[i].cost);
    networkFinish(&g);
    MinCostMaxFlowResult result = runMinCostFlow(&g, s, t);
    networkFree(&g);
    return result;
}

/* adj[u] holds adjColSize[u] triples (v, capacity, cost). */
MinCostMaxFlowResult minCostMaxFlow(const int (*const *adj)[3], int adjSize, const int *adjColSize, int s, int t) {
    int n = adjSize;
    AdjList *lists = malloc((n > 0 ? n : 1) * sizeof(AdjList));
    for (int u = 0; u < n; u++) {
        Arc *arcs = malloc((adjColSize[u] > 0 ? adjColSize[u] : 1) * sizeof(Arc));
        for (int a = 0; a < adjColSize[u]; a++) arcs[a] = (Arc){adj[u][a][0], adj[u][a][1], adj[u][a][2]};
        lists[u] = (AdjList){arcs, adjColSize[u]};
    }
    MinCostMaxFlowResult result = minCostMaxFlowOfLists(lists, n, s, t);
    for (int u = 0; u < n; u++) free((Arc *)lists[u].arcs);
    free(lists);
    return result;
}

int main(void) {
    static const Arc a0[] = {{4, 6, 5}, {5, 4, 1}};
    static const Arc a1[] = {{4, 7, 2}, {5, 3, 7}, {5, 4, 5}};
    static const Arc a2[] = {{4, 2, 4}, {5, 5, 3}};
    static const Arc a3[] = {{6, 4, 4}};
    static const Arc a4[] = {{6, 7, 2}};
    static const Arc a5[] = {{1, 8, 1}, {2, 4, 9}, {3, 6, 9}, {6, 1, 1}};
    AdjList adj[] = {
        {a0, 2}, {a1, 3}, {a2, 2}, {a3, 1},
        {a4, 1}, {a5, 4}, {NULL, 0},
    };
    int n = sizeof(adj) / sizeof(adj[0]);
    MinCostMaxFlowResult result = minCostMaxFlowOfLists(adj, n, 0, 6);
    printf("%lld %lld\n", result.flow, result.cost);
    return 0;
}
