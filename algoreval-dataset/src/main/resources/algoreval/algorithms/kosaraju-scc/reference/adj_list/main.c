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

/* adj[u] lists the successors of u. Stores in comp[v] the index of v's strongly connected
   component and returns the number of components. */
int kosarajuSccLabels(const AdjList *adj, int n, int *comp) {
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

int **kosarajuScc(const int *const *adj, int adjSize, const int *adjColSize, int *returnSize, int **returnColumnSizes) {
    int n = adjSize;
    AdjList *lists = malloc((n > 0 ? n : 1) * sizeof(AdjList));
    for (int u = 0; u < n; u++) lists[u] = (AdjList){adj[u], adjColSize[u]};
    int *comp = malloc((n > 0 ? n : 1) * sizeof(int));
    int count = kosarajuSccLabels(lists, n, comp);
    int **rows = asComponents(comp, n, count, returnSize, returnColumnSizes);
    free(lists);
    free(comp);
    return rows;
}

int main(void) {
    static const int a0[] = {5, 3};
    static const int a1[] = {2};
    static const int a2[] = {6, 4};
    static const int a3[] = {8};
    static const int a4[] = {7, 9};
    static const int a5[] = {0, 1};
    static const int a6[] = {1, 3};
    static const int a7[] = {8};
    static const int a8[] = {4};
    const AdjList adj[] = {{a0, 2}, {a1, 1}, {a2, 2}, {a3, 1}, {a4, 2}, {a5, 2}, {a6, 2}, {a7, 1},
                           {a8, 1}, {NULL, 0}};
    int n = sizeof(adj) / sizeof(adj[0]);
    int comp[10];
    int count = kosarajuSccLabels(adj, n, comp);
    printComponents(comp, n, count);
    return 0;
}
