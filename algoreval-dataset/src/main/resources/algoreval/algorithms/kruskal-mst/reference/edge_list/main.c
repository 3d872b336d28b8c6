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

static int unite(int *parent, int *rank, int a, int b) {
    int ra = find(parent, a), rb = find(parent, b);
    if (ra == rb) return 0;
    if (rank[ra] < rank[rb]) {
        int t = ra; ra = rb; rb = t;
    }
    parent[rb] = ra;
    if (rank[ra] == rank[rb]) rank[ra]++;
    return 1;
}

static int cmpWeight(const void *a, const void *b) {
    const Edge *x = a, *y = b;
    return (x->w > y->w) - (x->w < y->w);
}

/* Writes the MST edges into mst (room for V-1 edges) and returns their number. */
int kruskalMSTInto(int V, const Edge *edges, int E, Edge *mst) {
    Edge *sorted = malloc(E * sizeof(Edge));
    int *parent = malloc(V * sizeof(int));
    int *rank = calloc(V, sizeof(int));
    for (int i = 0; i < E; i++) sorted[i] = edges[i];
    for (int i = 0; i < V; i++) parent[i] = i;
    qsort(sorted, E, sizeof(Edge), cmpWeight);
    int count = 0;
    for (int i = 0; i < E && count < V - 1; i++) {
        if (unite(parent, rank, sorted[i].u, sorted[i].v)) mst[count++] = sorted[i];
    }
    free(sorted);
    free(parent);
    free(rank);
    return count;
}

static int cmpEndpoints(const void *a, const void *b) {
    const Edge *x = a, *y = b;
    if (x->u != y->u) return x->u - y->u;
    return x->v - y->v;
}

/* The interface's result: one malloc'd row {u, v, w} per tree edge. */
static int **asRows(const Edge *mst, int count, int *returnSize, int **returnColumnSizes) {
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

int **kruskalMST(int V, const int edges[][3], int edgesSize, int *returnSize, int **returnColumnSizes) {
    Edge *list = malloc((edgesSize > 0 ? edgesSize : 1) * sizeof(Edge));
    for (int i = 0; i < edgesSize; i++) list[i] = (Edge){edges[i][0], edges[i][1], edges[i][2]};
    Edge *mst = malloc((V > 0 ? V : 1) * sizeof(Edge));
    int count = kruskalMSTInto(V, list, edgesSize, mst);
    int **rows = asRows(mst, count, returnSize, returnColumnSizes);
    free(list);
    free(mst);
    return rows;
}

int main(void) {
    int V = 8;
    Edge edges[] = {{2, 4, 3}, {1, 5, 3}, {0, 4, 4}, {0, 1, 4}, {6, 7, 5}, {1, 3, 2}, {0, 2, 3}, {3, 5, 2},
                    {4, 6, 1}, {1, 2, 5}, {5, 7, 4}, {2, 3, 6}, {3, 4, 7}, {0, 7, 10}, {4, 5, 8}, {5, 6, 9}};
    int E = sizeof(edges) / sizeof(edges[0]);
    Edge mst[7];
    int count = kruskalMSTInto(V, edges, E, mst);
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
    return 0;
}
