#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#define INF INT_MAX

/* Left vertices are 0..m-1, right vertices m..m+n-1; -1 means "unmatched". */
typedef struct {
    int m, n;
    const int *const *adj; /* adj[u] holds the deg[u] neighbours of u */
    const int *deg;
    int *pairU, *pairV, *dist;
    int freeDist; /* length of the shortest augmenting paths of the current phase */
} Matcher;

static int bfs(Matcher *g) {
    int *queue = malloc(g->m * sizeof(int));
    int head = 0, tail = 0;
    for (int u = 0; u < g->m; u++) {
        if (g->pairU[u] == -1) {
            g->dist[u] = 0;
            queue[tail++] = u;
        } else {
            g->dist[u] = INF;
        }
    }
    g->freeDist = INF;
    while (head < tail) {
        int u = queue[head++];
        if (g->dist[u] >= g->freeDist) continue;
        for (int i = 0; i < g->deg[u]; i++) {
            int w = g->pairV[g->adj[u][i] - g->m];
            if (w == -1) {
                if (g->freeDist == INF) g->freeDist = g->dist[u] + 1;
            } else if (g->dist[w] == INF) {
                g->dist[w] = g->dist[u] + 1;
                queue[tail++] = w;
            }
        }
    }
    free(queue);
    return g->freeDist != INF;
}

static int dfs(Matcher *g, int u) {
    for (int i = 0; i < g->deg[u]; i++) {
        int v = g->adj[u][i];
        int w = g->pairV[v - g->m];
        if ((w == -1 && g->freeDist == g->dist[u] + 1) ||
            (w != -1 && g->dist[w] == g->dist[u] + 1 && dfs(g, w))) {
            g->pairU[u] = v;
            g->pairV[v - g->m] = u;
            return 1;
        }
    }
    g->dist[u] = INF;
    return 0;
}

static int hopcroftKarpWithDegrees(int m, int n, const int *const *adj, const int *deg) {
    Matcher g = {m, n, adj, deg, malloc(m * sizeof(int)), malloc(n * sizeof(int)), malloc(m * sizeof(int)), INF};
    for (int u = 0; u < m; u++) g.pairU[u] = -1;
    for (int v = 0; v < n; v++) g.pairV[v] = -1;
    int result = 0;
    while (bfs(&g)) {
        for (int u = 0; u < m; u++)
            if (g.pairU[u] == -1 && dfs(&g, u)) result++;
    }
    free(g.pairU);
    free(g.pairV);
    free(g.dist);
    return result;
}

/* adj has m + n rows; only the left vertices' rows are searched. */
int hopcroftKarp(int m, int n, const int *const *adj, int adjSize, const int *adjColSize) {
    (void)adjSize;
    return hopcroftKarpWithDegrees(m, n, adj, adjColSize);
}

int main(void) {
    int m = 4, n = 4;
    static const int a0[] = {5, 6}, a1[] = {4}, a2[] = {5}, a3[] = {5, 7}, a4[] = {1}, a5[] = {0, 2, 3},
                     a6[] = {0}, a7[] = {3};
    const int *const adj[] = {a0, a1, a2, a3, a4, a5, a6, a7};
    const int deg[] = {2, 1, 1, 2, 1, 3, 1, 1};
    printf("Size of maximum matching is %d\n", hopcroftKarpWithDegrees(m, n, adj, deg));
    return 0;
}
