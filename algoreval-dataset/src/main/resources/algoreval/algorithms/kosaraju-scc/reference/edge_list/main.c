#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* The successors of one vertex: to[0 .. count-1]. */
typedef struct {
    const int *to;
    int count;
} AdjList;

typedef struct {
    const AdjList *adj;
    int *predStart, *pred; /* predecessors of v: pred[predStart[v] .. predStart[v + 1]) */
    bool *visited;
    int *order, orderLen; /* vertices in increasing order of DFS finishing time */
    int *comp;
} Kosaraju;

static void dfsOrder(Kosaraju *k, int v) {
    k->visited[v] = true;
    for (int i = 0; i < k->adj[v].count; i++)
        if (!k->visited[k->adj[v].to[i]]) dfsOrder(k, k->adj[v].to[i]);
    k->order[k->orderLen++] = v;
}

static void collect(Kosaraju *k, int v, int c) {
    k->comp[v] = c;
    for (int i = k->predStart[v]; i < k->predStart[v + 1]; i++)
        if (k->comp[k->pred[i]] == -1) collect(k, k->pred[i], c);
}

/* edges[i] = {u, v} is a directed edge u -> v. Stores in comp[v] the index of v's strongly
   connected component and returns the number of components. */
int kosarajuSccLabels(int n, const int edges[][2], int m, int *comp) {
    /* group the edges by tail: u's successors are targets[start[u] .. start[u + 1]) */
    int *targets = malloc((m > 0 ? m : 1) * sizeof(int));
    int *start = calloc(n + 1, sizeof(int));
    AdjList *adj = calloc(n, sizeof(AdjList));
    for (int i = 0; i < m; i++) start[edges[i][0] + 1]++;
    for (int u = 0; u < n; u++) start[u + 1] += start[u];
    for (int u = 0; u < n; u++) adj[u].to = targets + start[u];
    for (int i = 0; i < m; i++) {
        int u = edges[i][0];
        targets[start[u] + adj[u].count++] = edges[i][1];
    }
    free(start);

    int arcCount = 0;
    for (int u = 0; u < n; u++) arcCount += adj[u].count;
    Kosaraju k = {.adj = adj,
                  .predStart = calloc(n + 1, sizeof(int)),
                  .pred = malloc((arcCount > 0 ? arcCount : 1) * sizeof(int)),
                  .visited = calloc(n, sizeof(bool)),
                  .order = malloc(n * sizeof(int)),
                  .orderLen = 0,
                  .comp = comp};
    /* build the reverse graph: count in-degrees, prefix sums, then place each arc */
    for (int u = 0; u < n; u++)
        for (int i = 0; i < adj[u].count; i++) k.predStart[adj[u].to[i] + 1]++;
    for (int v = 0; v < n; v++) k.predStart[v + 1] += k.predStart[v];
    int *fill = malloc(n * sizeof(int));
    for (int v = 0; v < n; v++) fill[v] = k.predStart[v];
    for (int u = 0; u < n; u++)
        for (int i = 0; i < adj[u].count; i++) k.pred[fill[adj[u].to[i]]++] = u;
    free(fill);

    for (int v = 0; v < n; v++)
        if (!k.visited[v]) dfsOrder(&k, v);
    int count = 0;
    for (int v = 0; v < n; v++) comp[v] = -1;
    for (int i = n - 1; i >= 0; i--)
        if (comp[k.order[i]] == -1) collect(&k, k.order[i], count++);
    free(k.predStart);
    free(k.pred);
    free(k.visited);
    free(k.order);
    free(adj);
    free(targets);
    return count;
}

/* One line per component, its vertices in increasing order; lines ordered by smallest vertex. */
static void printComponents(const int *comp, int n, int count) {
    bool *printed = calloc(count, sizeof(bool));
    for (int v = 0; v < n; v++) {
        if (printed[comp[v]]) continue;
        printed[comp[v]] = true;
        printf("%d", v);
        for (int w = v + 1; w < n; w++)
            if (comp[w] == comp[v]) printf(" %d", w);
        printf("\n");
    }
    free(printed);
}

/* The interface's result: one malloc'd row per component label, holding that component's vertices. */
static int **asComponents(const int *comp, int n, int count, int *returnSize, int **returnColumnSizes) {
    int **rows = malloc((count > 0 ? count : 1) * sizeof(int *));
    int *sizes = calloc(count > 0 ? count : 1, sizeof(int));
    for (int v = 0; v < n; v++) sizes[comp[v]]++;
    for (int c = 0; c < count; c++) {
        rows[c] = malloc(sizes[c] * sizeof(int));
        sizes[c] = 0;
    }
    for (int v = 0; v < n; v++) rows[comp[v]][sizes[comp[v]]++] = v;
    *returnSize = count;
    *returnColumnSizes = sizes;
    return rows;
}

int **kosarajuScc(int n, const int edges[][2], int edgesSize, int *returnSize, int **returnColumnSizes) {
    int *comp = malloc((n > 0 ? n : 1) * sizeof(int));
    int count = kosarajuSccLabels(n, edges, edgesSize, comp);
    int **rows = asComponents(comp, n, count, returnSize, returnColumnSizes);
    free(comp);
    return rows;
}

int main(void) {
    int n = 10;
    const int edges[][2] = {{0, 5}, {5, 0}, {5, 1}, {1, 2}, {2, 6}, {6, 1}, {6, 3}, {2, 4}, {4, 7},
                            {7, 8}, {8, 4}, {3, 8}, {0, 3}, {4, 9}};
    int m = sizeof(edges) / sizeof(edges[0]);
    int comp[10];
    int count = kosarajuSccLabels(n, edges, m, comp);
    printComponents(comp, n, count);
    return 0;
}
