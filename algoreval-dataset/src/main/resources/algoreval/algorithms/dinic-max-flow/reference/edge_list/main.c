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

long long dinic(int n, const int edges[][3], int m, int s, int t) {
    FlowNetwork g = networkCreate(n, m);
    for (int i = 0; i < m; i++) addEdge(&g, edges[i][0], edges[i][1], edges[i][2]);
    long long flow = maxFlow(&g, s, t);
    networkFree(&g);
    return flow;
}

int main(void) {
    const int edges[][3] = {
        {0, 1, 8}, {0, 2, 12}, {0, 3, 4}, {0, 4, 6}, {1, 2, 12},
        {1, 4, 10}, {2, 6, 2}, {3, 2, 6}, {3, 4, 12}, {3, 5, 9},
        {3, 7, 7}, {4, 7, 9}, {5, 3, 5}, {6, 2, 2}, {6, 7, 10},
    };
    int m = sizeof(edges) / sizeof(edges[0]);
    printf("%lld\n", dinic(8, edges, m, 0, 7));
    return 0;
}
