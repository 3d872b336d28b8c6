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

#define N 8

/* rows[u][v] > 0 is the capacity of the edge from u to v. */
static long long dinicOnRows(int n, const int *const *rows, int s, int t) {
    FlowNetwork g = networkCreate(n, n * n);
    for (int u = 0; u < n; u++)
        for (int v = 0; v < n; v++)
            if (rows[u][v] > 0) addEdge(&g, u, v, rows[u][v]);
    long long flow = maxFlow(&g, s, t);
    networkFree(&g);
    return flow;
}

long long dinicOnMatrix(int n, const int M[][N], int s, int t) {
    const int *rows[N];
    for (int u = 0; u < n; u++) rows[u] = M[u];
    return dinicOnRows(n, rows, s, t);
}

/* The AlgoREval+ interface: M is square, every row has MSize entries. */
long long dinic(const int *const *M, int MSize, const int *MColSize, int s, int t) {
    (void) MColSize;
    return dinicOnRows(MSize, M, s, t);
}

int main(void) {
    const int M[N][N] = {
        {0, 8, 12, 4, 6, 0, 0, 0},
        {0, 0, 12, 0, 10, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 2, 0},
        {0, 0, 6, 0, 12, 9, 0, 7},
        {0, 0, 0, 0, 0, 0, 0, 9},
        {0, 0, 0, 5, 0, 0, 0, 0},
        {0, 0, 2, 0, 0, 0, 0, 10},
        {0, 0, 0, 0, 0, 0, 0, 0},
    };
    printf("%lld\n", dinicOnMatrix(N, M, 0, 7));
    return 0;
}
