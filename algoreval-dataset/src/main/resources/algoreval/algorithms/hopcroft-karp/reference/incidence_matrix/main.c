#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#define INF INT_MAX

/* Left vertices are 0..m-1, right vertices m..m+n-1; -1 means "unmatched". */
typedef struct {
    int m, n;
    const int *const *adj; /* adj[u] holds the deg[u] right neighbours of left vertex u */
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

/* B has m + n rows (left vertices 0..m-1, then right vertices m..m+n-1) and one column per edge. */
static int hopcroftKarpOfMatrix(int m, int n, int E, const int B[][E]) {
    /* adj[u]: the right vertices adjacent to left vertex u */
    int **adj = malloc(m * sizeof(int *));
    int *deg = calloc(m, sizeof(int));
    for (int u = 0; u < m; u++) adj[u] = malloc((E > 0 ? E : 1) * sizeof(int));
    for (int j = 0; j < E; j++) {
        int u = -1, v = -1;
        for (int r = 0; r < m + n; r++) {
            if (B[r][j] != 1) continue;
            if (r < m) u = r;
            else v = r;
        }
        adj[u][deg[u]++] = v;
    }
    Matcher g = {m, n, (const int *const *)adj, deg, malloc(m * sizeof(int)), malloc(n * sizeof(int)),
                 malloc(m * sizeof(int)), INF};
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
    for (int u = 0; u < m; u++) free(adj[u]);
    free(adj);
    free(deg);
    return result;
}

/* The rows are copied into one block, the layout hopcroftKarpOfMatrix reads; every row has E entries. */
int hopcroftKarp(int m, int n, const int *const *B, int BSize, const int *BColSize) {
    int E = BSize > 0 ? BColSize[0] : 0;
    int *block = malloc(((size_t)BSize * E > 0 ? (size_t)BSize * E : 1) * sizeof(int));
    for (int r = 0; r < BSize; r++)
        for (int j = 0; j < E; j++) block[(size_t)r * E + j] = B[r][j];
    int result = hopcroftKarpOfMatrix(m, n, E, (const int (*)[E])block);
    free(block);
    return result;
}

int main(void) {
    int m = 4, n = 4;
    const int B[8][6] = {
        {1, 1, 0, 0, 0, 0},
        {0, 0, 1, 0, 0, 0},
        {0, 0, 0, 1, 0, 0},
        {0, 0, 0, 0, 1, 1},
        {0, 0, 1, 0, 0, 0},
        {1, 0, 0, 1, 1, 0},
        {0, 1, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 1},
    };
    printf("Size of maximum matching is %d\n", hopcroftKarpOfMatrix(m, n, 6, B));
    return 0;
}
