#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int u, v;
} Edge;

typedef struct {
    const int *const *adj;
    const int *deg;
    int *disc, *low;
    int timer;
    Edge *bridges;
    int count;
} BridgeFinder;

static void dfs(BridgeFinder *bf, int u, int parent) {
    bf->disc[u] = bf->low[u] = bf->timer++;
    for (int i = 0; i < bf->deg[u]; i++) {
        int v = bf->adj[u][i];
        if (v == parent) continue;
        if (bf->disc[v] == -1) {
            dfs(bf, v, u);
            if (bf->low[v] < bf->low[u]) bf->low[u] = bf->low[v];
            if (bf->low[v] > bf->disc[u]) {
                Edge b = {u < v ? u : v, u < v ? v : u};
                bf->bridges[bf->count++] = b;
            }
        } else if (bf->disc[v] < bf->low[u]) {
            bf->low[u] = bf->disc[v];
        }
    }
}

/* adj[u] holds the deg[u] neighbours of u. Returns a malloc'ed array of bridges; their number is stored in *count. */
Edge *findBridgeEdges(int V, const int *const *adj, const int *deg, int *count) {
    BridgeFinder bf;
    bf.adj = adj;
    bf.deg = deg;
    bf.disc = malloc(V * sizeof(int));
    bf.low = malloc(V * sizeof(int));
    bf.bridges = malloc((V > 0 ? V : 1) * sizeof(Edge)); /* a forest has at most V-1 edges */
    bf.count = 0;
    bf.timer = 0;
    for (int i = 0; i < V; i++) bf.disc[i] = -1;
    for (int u = 0; u < V; u++)
        if (bf.disc[u] == -1) dfs(&bf, u, -1);
    free(bf.disc);
    free(bf.low);
    *count = bf.count;
    return bf.bridges;
}

/* The AlgoREval+ interface: the bridges as malloc'd (u, v) rows, the caller frees each row and the array. */
int **findBridges(const int *const *adj, int adjSize, const int *adjColSize, int *returnSize, int **returnColumnSizes) {
    int count;
    Edge *bridges = findBridgeEdges(adjSize, adj, adjColSize, &count);
    int **rows = malloc((count > 0 ? count : 1) * sizeof(int *));
    *returnColumnSizes = malloc((count > 0 ? count : 1) * sizeof(int));
    for (int i = 0; i < count; i++) {
        rows[i] = malloc(2 * sizeof(int));
        rows[i][0] = bridges[i].u;
        rows[i][1] = bridges[i].v;
        (*returnColumnSizes)[i] = 2;
    }
    free(bridges);
    *returnSize = count;
    return rows;
}

static int cmpEdge(const void *a, const void *b) {
    const Edge *x = a, *y = b;
    if (x->u != y->u) return x->u - y->u;
    return x->v - y->v;
}

int main(void) {
    static const int a0[] = {1, 2, 3}, a1[] = {0, 2}, a2[] = {0, 1}, a3[] = {0, 4}, a4[] = {3};
    const int *const adj[] = {a0, a1, a2, a3, a4};
    const int deg[] = {3, 2, 2, 2, 1};
    int count;
    Edge *bridges = findBridgeEdges(5, adj, deg, &count);
    qsort(bridges, count, sizeof(Edge), cmpEdge);
    for (int i = 0; i < count; i++) printf("%d %d\n", bridges[i].u, bridges[i].v);
    free(bridges);
    return 0;
}
