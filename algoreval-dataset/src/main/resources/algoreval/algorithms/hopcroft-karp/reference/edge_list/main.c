#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#define NIL 0
#define INF INT_MAX

typedef struct {
    int m, n;
    int **adj;
    int *deg, *cap;
    int *pairU, *pairV, *dist;
} BipGraph;

BipGraph *newBipGraph(int m, int n) {
    BipGraph *g = malloc(sizeof(BipGraph));
    g->m = m;
    g->n = n;
    g->adj = calloc(m + 1, sizeof(int *));
    g->deg = calloc(m + 1, sizeof(int));
    g->cap = calloc(m + 1, sizeof(int));
    g->pairU = malloc((m + 1) * sizeof(int));
    g->pairV = malloc((n + 1) * sizeof(int));
    g->dist = malloc((m + 1) * sizeof(int));
    return g;
}

void freeBipGraph(BipGraph *g) {
    for (int u = 0; u <= g->m; u++) free(g->adj[u]);
    free(g->adj); free(g->deg); free(g->cap);
    free(g->pairU); free(g->pairV); free(g->dist);
    free(g);
}

void addEdge(BipGraph *g, int u, int v) {
    if (g->deg[u] == g->cap[u]) {
        g->cap[u] = g->cap[u] ? 2 * g->cap[u] : 4;
        g->adj[u] = realloc(g->adj[u], g->cap[u] * sizeof(int));
    }
    g->adj[u][g->deg[u]++] = v;
}

static int bfs(BipGraph *g) {
    int *queue = malloc((g->m + 1) * sizeof(int));
    int head = 0, tail = 0;
    for (int u = 1; u <= g->m; u++) {
        if (g->pairU[u] == NIL) {
            g->dist[u] = 0;
            queue[tail++] = u;
        } else {
            g->dist[u] = INF;
        }
    }
    g->dist[NIL] = INF;
    while (head < tail) {
        int u = queue[head++];
        if (g->dist[u] < g->dist[NIL]) {
            for (int i = 0; i < g->deg[u]; i++) {
                int w = g->pairV[g->adj[u][i]];
                if (g->dist[w] == INF) {
                    g->dist[w] = g->dist[u] + 1;
                    if (w != NIL) queue[tail++] = w;
                }
            }
        }
    }
    free(queue);
    return g->dist[NIL] != INF;
}

static int dfs(BipGraph *g, int u) {
    if (u == NIL) return 1;
    for (int i = 0; i < g->deg[u]; i++) {
        int v = g->adj[u][i];
        int w = g->pairV[v];
        if (g->dist[w] == g->dist[u] + 1 && dfs(g, w)) {
            g->pairV[v] = u;
            g->pairU[u] = v;
            return 1;
        }
    }
    g->dist[u] = INF;
    return 0;
}

int hopcroftKarp(BipGraph *g) {
    for (int u = 0; u <= g->m; u++) g->pairU[u] = NIL;
    for (int v = 0; v <= g->n; v++) g->pairV[v] = NIL;
    int result = 0;
    while (bfs(g)) {
        for (int u = 1; u <= g->m; u++)
            if (g->pairU[u] == NIL && dfs(g, u)) result++;
    }
    return result;
}

int main(void) {
    BipGraph *g = newBipGraph(4, 4);
    addEdge(g, 1, 2);
    addEdge(g, 1, 3);
    addEdge(g, 2, 1);
    addEdge(g, 3, 2);
    addEdge(g, 4, 2);
    addEdge(g, 4, 4);
    printf("Size of maximum matching is %d\n", hopcroftKarp(g));
    freeBipGraph(g);
    return 0;
}
