#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Residual network; arc a and its reverse arc a ^ 1 are stored next to each other. */
typedef struct {
    int n, arcs;
    int *head, *next, *to;
    long long *cap;
    int *level, *iter, *queue;
} FlowNetwork;

static FlowNetwork networkCreate(int n, int maxEdges) {
    FlowNetwork g;
    g.n = n;
    g.arcs = 0;
    g.head = malloc(n * sizeof(int));
    g.level = malloc(n * sizeof(int));
    g.iter = malloc(n * sizeof(int));
    g.queue = malloc(n * sizeof(int));
    g.next = malloc(2 * maxEdges * sizeof(int));
    g.to = malloc(2 * maxEdges * sizeof(int));
    g.cap = malloc(2 * maxEdges * sizeof(long long));
    for (int i = 0; i < n; i++) g.head[i] = -1;
    return g;
}

static void networkFree(FlowNetwork *g) {
    free(g->head); free(g->level); free(g->iter); free(g->queue);
    free(g->next); free(g->to); free(g->cap);
}

static void addArc(FlowNetwork *g, int u, int v, long long c) {
    int a = g->arcs++;
    g->to[a] = v;
    g->cap[a] = c;
    g->next[a] = g->head[u];
    g->head[u] = a;
}

static void addEdge(FlowNetwork *g, int u, int v, long long c) {
    addArc(g, u, v, c);
    addArc(g, v, u, 0);
}

static int bfs(FlowNetwork *g, int s, int t) {
    for (int i = 0; i < g->n; i++) g->level[i] = -1;
    int qh = 0, qt = 0;
    g->level[s] = 0;
    g->queue[qt++] = s;
    while (qh < qt) {
        int u = g->queue[qh++];
        for (int a = g->head[u]; a != -1; a = g->next[a]) {
            int v = g->to[a];
            if (g->cap[a] > 0 && g->level[v] < 0) {
                g->level[v] = g->level[u] + 1;
                g->queue[qt++] = v;
            }
        }
    }
    return g->level[t] >= 0;
}

static long long dfs(FlowNetwork *g, int u, int t, long long pushed) {
    if (u == t) return pushed;
    for (; g->iter[u] != -1; g->iter[u] = g->next[g->iter[u]]) {
        int a = g->iter[u], v = g->to[a];
        if (g->cap[a] > 0 && g->level[v] == g->level[u] + 1) {
            long long d = dfs(g, v, t, pushed < g->cap[a] ? pushed : g->cap[a]);
            if (d > 0) {
                g->cap[a] -= d;
                g->cap[a ^ 1] += d;
                return d;
            }
        }
    }
    return 0;
}

static long long maxFlow(FlowNetwork *g, int s, int t) {
    long long flow = 0, pushed;
    while (bfs(g, s, t)) {
        /* blocking flow on the level graph; iter[u] skips arcs that are saturated or lead nowhere */
        memcpy(g->iter, g->head, g->n * sizeof(int));
        while ((pushed = dfs(g, s, t, LLONG_MAX)) > 0) flow += pushed;
    }
    return flow;
}

typedef struct {
    int v, cap;
} Arc;

typedef struct {
    const Arc *arcs;
    int len;
} AdjList;

long long dinicOnLists(const AdjList *adj, int n, int s, int t) {
    int m = 0;
    for (int u = 0; u < n; u++) m += adj[u].len;
    FlowNetwork g = networkCreate(n, m);
    for (int u = 0; u < n; u++)
        for (int i = 0; i < adj[u].len; i++) addEdge(&g, u, adj[u].arcs[i].v, adj[u].arcs[i].cap);
    long long flow = maxFlow(&g, s, t);
    networkFree(&g);
    return flow;
}

/* The AlgoREval+ interface: adj[u] holds adjColSize[u] (v, c) rows. */
long long dinic(const int (*const *adj)[2], int adjSize, const int *adjColSize, int s, int t) {
    AdjList *lists = calloc(adjSize > 0 ? adjSize : 1, sizeof(AdjList));
    for (int u = 0; u < adjSize; u++) {
        Arc *arcs = malloc((adjColSize[u] > 0 ? adjColSize[u] : 1) * sizeof(Arc));
        for (int i = 0; i < adjColSize[u]; i++) arcs[i] = (Arc){adj[u][i][0], adj[u][i][1]};
        lists[u] = (AdjList){arcs, adjColSize[u]};
    }
    long long flow = dinicOnLists(lists, adjSize, s, t);
    for (int u = 0; u < adjSize; u++) free((Arc *) lists[u].arcs);
    free(lists);
    return flow;
}

int main(void) {
    static const Arc a0[] = {{1, 8}, {2, 12}, {3, 4}, {4, 6}};
    static const Arc a1[] = {{2, 12}, {4, 10}};
    static const Arc a2[] = {{6, 2}};
    static const Arc a3[] = {{2, 6}, {4, 12}, {5, 9}, {7, 7}};
    static const Arc a4[] = {{7, 9}};
    static const Arc a5[] = {{3, 5}};
    static const Arc a6[] = {{2, 2}, {7, 10}};
    AdjList adj[] = {
        {a0, 4}, {a1, 2}, {a2, 1}, {a3, 4},
        {a4, 1}, {a5, 1}, {a6, 2}, {NULL, 0},
    };
    int n = sizeof(adj) / sizeof(adj[0]);
    printf("%lld\n", dinicOnLists(adj, n, 0, 7));
    return 0;
}
