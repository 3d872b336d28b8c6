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
int kosarajuScc(const AdjList *adj, int n, int *comp) {
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
    int count = kosarajuScc(adj, n, comp);
    printComponents(comp, n, count);
    return 0;
}
