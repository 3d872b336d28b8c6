#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int u, v, w;
} Edge;

static int find(int *parent, int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

/* Is edge i lighter than edge j? Ties go to the lower index, so equal weights never close a cycle. */
static int lighter(const Edge *edges, int i, int j) {
    return edges[i].w < edges[j].w || (edges[i].w == edges[j].w && i < j);
}

/* Boruvka's algorithm: writes the MST edges into mst (room for V-1 edges) and returns their number. */
static int boruvkaEdges(int V, const Edge *edges, int E, Edge *mst) {
    int *parent = malloc(V * sizeof(int));
    int *cheapest = malloc(V * sizeof(int)); /* lightest edge leaving each component, by index */
    for (int i = 0; i < V; i++) parent[i] = i;
    int count = 0, components = V;
    while (components > 1) {
        for (int i = 0; i < V; i++) cheapest[i] = -1;
        for (int i = 0; i < E; i++) {
            int ru = find(parent, edges[i].u), rv = find(parent, edges[i].v);
            if (ru == rv) continue;
            if (cheapest[ru] < 0 || lighter(edges, i, cheapest[ru])) cheapest[ru] = i;
            if (cheapest[rv] < 0 || lighter(edges, i, cheapest[rv])) cheapest[rv] = i;
        }
        int merged = 0;
        for (int c = 0; c < V; c++) {
            if (cheapest[c] < 0) continue;
            const Edge *e = &edges[cheapest[c]];
            int ru = find(parent, e->u), rv = find(parent, e->v);
            if (ru == rv) continue;
            parent[ru] = rv;
            mst[count++] = *e;
            components--;
            merged = 1;
        }
        if (!merged) break; /* disconnected graph: the forest is complete */
    }
    free(parent);
    free(cheapest);
    return count;
}

static int cmpEndpoints(const void *a, const void *b) {
    const Edge *x = a, *y = b;
    if (x->u != y->u) return x->u - y->u;
    return x->v - y->v;
}

/* Prints the total weight, then the edges as "u v w" (u < v) sorted by u, then v. */
static void printTree(Edge *mst, int count) {
    int total = 0;
    for (int i = 0; i < count; i++) {
        total += mst[i].w;
        if (mst[i].u > mst[i].v) {
            int t = mst[i].u; mst[i].u = mst[i].v; mst[i].v = t;
        }
    }
    qsort(mst, count, sizeof(Edge), cmpEndpoints);
    printf("%d\n", total);
    for (int i = 0; i < count; i++) printf("%d %d %d\n", mst[i].u, mst[i].v, mst[i].w);
}

typedef struct {
    int v, w;
} Arc;

/* adj[u] holds deg[u] arcs {v, w}; every edge is listed at both ends. Writes the MST edges into mst
   (room for n-1 edges) and returns their number. */
int boruvkaMSTInto(int n, const Arc *const *adj, const int *deg, Edge *mst) {
    int total = 0;
    for (int u = 0; u < n; u++) total += deg[u];
    Edge *edges = malloc((total > 0 ? total : 1) * sizeof(Edge));
    int E = 0;
    for (int u = 0; u < n; u++) {
        for (int a = 0; a < deg[u]; a++) {
            if (u < adj[u][a].v) edges[E++] = (Edge){u, adj[u][a].v, adj[u][a].w}; /* keep each edge once */
        }
    }
    int count = boruvkaEdges(n, edges, E, mst);
    free(edges);
    return count;
}

/* The tree's edges as malloc'd (u, v, w) rows, the caller frees each row and the array. */
static int **edgeRows(const Edge *mst, int count, int *returnSize, int **returnColumnSizes) {
    int **rows = malloc((count > 0 ? count : 1) * sizeof(int *));
    *returnColumnSizes = malloc((count > 0 ? count : 1) * sizeof(int));
    for (int i = 0; i < count; i++) {
        rows[i] = malloc(3 * sizeof(int));
        rows[i][0] = mst[i].u;
        rows[i][1] = mst[i].v;
        rows[i][2] = mst[i].w;
        (*returnColumnSizes)[i] = 3;
    }
    *returnSize = count;
    return rows;
}

/* The AlgoREval+ interface: adj[u] holds adjColSize[u] (v, w) rows; the tree's edges as (u, v, w) rows out. */
int **boruvkaMST(const int (*const *adj)[2], int adjSize, const int *adjColSize, int *returnSize,
                 int **returnColumnSizes) {
    Arc **arcs = malloc((adjSize > 0 ? adjSize : 1) * sizeof(Arc *));
    for (int u = 0; u < adjSize; u++) {
        arcs[u] = malloc((adjColSize[u] > 0 ? adjColSize[u] : 1) * sizeof(Arc));
        for (int a = 0; a < adjColSize[u]; a++) arcs[u][a] = (Arc){adj[u][a][0], adj[u][a][1]};
    }
    Edge *mst = malloc((adjSize > 0 ? adjSize : 1) * sizeof(Edge));
    int count = boruvkaMSTInto(adjSize, (const Arc *const *) arcs, adjColSize, mst);
    int **rows = edgeRows(mst, count, returnSize, returnColumnSizes);
    for (int u = 0; u < adjSize; u++) free(arcs[u]);
    free(arcs);
    free(mst);
    return rows;
}

int main(void) {
    const Arc a0[] = {{1, 7}, {3, 5}};
    const Arc a1[] = {{0, 7}, {2, 8}, {3, 9}, {4, 7}};
    const Arc a2[] = {{1, 8}, {4, 5}, {8, 12}};
    const Arc a3[] = {{0, 5}, {1, 9}, {4, 15}, {5, 6}};
    const Arc a4[] = {{1, 7}, {2, 5}, {3, 15}, {5, 8}, {6, 9}};
    const Arc a5[] = {{3, 6}, {4, 8}, {6, 11}};
    const Arc a6[] = {{4, 9}, {5, 11}, {7, 3}, {8, 5}};
    const Arc a7[] = {{6, 3}, {8, 3}};
    const Arc a8[] = {{2, 12}, {6, 5}, {7, 3}};
    const Arc *adj[] = {a0, a1, a2, a3, a4, a5, a6, a7, a8};
    int deg[] = {2, 4, 3, 4, 5, 3, 4, 2, 3};
    Edge mst[8];
    int count = boruvkaMSTInto(9, adj, deg, mst);
    printTree(mst, count);
    return 0;
}
