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

/* Writes the MST edges into mst (room for V-1 edges) and returns their number. */
int boruvkaMSTInto(int V, const Edge *edges, int E, Edge *mst) {
    return boruvkaEdges(V, edges, E, mst);
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

/* The AlgoREval+ interface: edges as (u, v, w) rows in, the tree's edges as (u, v, w) rows out. */
int **boruvkaMST(int V, const int edges[][3], int edgesSize, int *returnSize, int **returnColumnSizes) {
    Edge *list = malloc((edgesSize > 0 ? edgesSize : 1) * sizeof(Edge));
    for (int i = 0; i < edgesSize; i++) list[i] = (Edge){edges[i][0], edges[i][1], edges[i][2]};
    Edge *mst = malloc((V > 0 ? V : 1) * sizeof(Edge));
    int count = boruvkaMSTInto(V, list, edgesSize, mst);
    int **rows = edgeRows(mst, count, returnSize, returnColumnSizes);
    free(list);
    free(mst);
    return rows;
}

int main(void) {
    int V = 9;
    Edge edges[] = {{6, 7, 3}, {0, 1, 7}, {3, 0, 5}, {2, 1, 8}, {1, 3, 9}, {4, 1, 7}, {2, 4, 5}, {3, 4, 15},
                    {5, 3, 6}, {4, 5, 8}, {6, 4, 9}, {5, 6, 11}, {8, 7, 3}, {6, 8, 5}, {2, 8, 12}};
    int E = sizeof(edges) / sizeof(edges[0]);
    Edge mst[8];
    int count = boruvkaMSTInto(V, edges, E, mst);
    printTree(mst, count);
    return 0;
}
