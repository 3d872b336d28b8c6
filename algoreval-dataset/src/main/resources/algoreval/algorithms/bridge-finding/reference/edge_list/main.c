#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int u, v;
} Edge;

/* An arc of the adjacency: the neighbour and the index of the edge it belongs to. */
typedef struct {
    int to, id;
} Arc;

typedef struct {
    int *start; /* the arcs at u are arcs[start[u]] .. arcs[start[u + 1] - 1] */
    Arc *arcs;
    int *disc, *low;
    int timer;
    Edge *bridges;
    int count;
} BridgeFinder;

static void dfs(BridgeFinder *bf, int u, int parentEdge) {
    bf->disc[u] = bf->low[u] = bf->timer++;
    for (int a = bf->start[u]; a < bf->start[u + 1]; a++) {
        int v = bf->arcs[a].to, idx = bf->arcs[a].id;
        if (idx == parentEdge) continue;
        if (bf->disc[v] == -1) {
            dfs(bf, v, idx);
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

/* Returns a malloc'ed array of bridges; their number is stored in *count. */
static Edge *bridgeEdges(int V, const int edges[][2], int E, int *count) {
    BridgeFinder bf;
    /* Each vertex's arcs lie side by side (counting sort by endpoint), so the DFS reads them
       sequentially instead of chasing a linked list across memory in the edges' random order. */
    bf.start = calloc(V + 1, sizeof(int));
    bf.arcs = malloc((E > 0 ? 2 * E : 1) * sizeof(Arc));
    bf.disc = malloc(V * sizeof(int));
    bf.low = malloc(V * sizeof(int));
    bf.bridges = malloc((V > 0 ? V : 1) * sizeof(Edge)); /* a forest has at most V-1 edges */
    bf.count = 0;
    bf.timer = 0;
    for (int i = 0; i < E; i++) {
        bf.start[edges[i][0] + 1]++;
        bf.start[edges[i][1] + 1]++;
    }
    for (int u = 0; u < V; u++) bf.start[u + 1] += bf.start[u];
    int *fill = malloc((V > 0 ? V : 1) * sizeof(int));
    for (int u = 0; u < V; u++) {
        fill[u] = bf.start[u];
        bf.disc[u] = -1;
    }
    for (int i = 0; i < E; i++) {
        int u = edges[i][0], v = edges[i][1];
        bf.arcs[fill[u]++] = (Arc){v, i};
        bf.arcs[fill[v]++] = (Arc){u, i};
    }
    free(fill);
    for (int u = 0; u < V; u++)
        if (bf.disc[u] == -1) dfs(&bf, u, -1);
    free(bf.start); free(bf.arcs);
    free(bf.disc); free(bf.low);
    *count = bf.count;
    return bf.bridges;
}

/* The interface: each bridge as a malloc'd row {u, v} with u < v. */
int **findBridges(int V, const int edges[][2], int edgesSize, int *returnSize, int **returnColumnSizes) {
    int count;
    Edge *bridges = bridgeEdges(V, edges, edgesSize, &count);
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
    int V = 5;
    const int edges[][2] = {{0, 1}, {0, 2}, {1, 2}, {0, 3}, {3, 4}};
    int E = sizeof(edges) / sizeof(edges[0]);
    int count;
    Edge *bridges = bridgeEdges(V, edges, E, &count);
    qsort(bridges, count, sizeof(Edge), cmpEdge);
    for (int i = 0; i < count; i++) printf("%d %d\n", bridges[i].u, bridges[i].v);
    free(bridges);
    return 0;
}
