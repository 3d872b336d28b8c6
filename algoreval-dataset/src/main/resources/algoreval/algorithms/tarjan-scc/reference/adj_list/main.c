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
    int *index, *low, *stack, *comp;
    bool *onStack;
    int top, counter, count;
} Tarjan;

static void strongConnect(Tarjan *t, int v) {
    t->index[v] = t->low[v] = t->counter++;
    t->stack[t->top++] = v;
    t->onStack[v] = true;
    for (int i = 0; i < t->adj[v].count; i++) {
        int w = t->adj[v].to[i];
        if (t->index[w] == -1) {
            strongConnect(t, w);
            if (t->low[w] < t->low[v]) t->low[v] = t->low[w];
        } else if (t->onStack[w] && t->index[w] < t->low[v]) {
            t->low[v] = t->index[w];
        }
    }
    if (t->low[v] == t->index[v]) {
        int w;
        do {
            w = t->stack[--t->top];
            t->onStack[w] = false;
            t->comp[w] = t->count;
        } while (w != v);
        t->count++;
    }
}

/* adj[u] lists the successors of u. Stores in comp[v] the index of v's strongly connected
   component and returns the number of components. */
int tarjanSccLabels(const AdjList *adj, int n, int *comp) {
    Tarjan t = {.adj = adj,
                .index = malloc(n * sizeof(int)),
                .low = malloc(n * sizeof(int)),
                .stack = malloc(n * sizeof(int)),
                .comp = comp,
                .onStack = calloc(n, sizeof(bool)),
                .top = 0, .counter = 0, .count = 0};
    for (int v = 0; v < n; v++) t.index[v] = -1;
    for (int v = 0; v < n; v++)
        if (t.index[v] == -1) strongConnect(&t, v);
    free(t.index);
    free(t.low);
    free(t.stack);
    free(t.onStack);
    int count = t.count;
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

int **tarjanScc(const int *const *adj, int adjSize, const int *adjColSize, int *returnSize, int **returnColumnSizes) {
    int n = adjSize;
    AdjList *lists = malloc((n > 0 ? n : 1) * sizeof(AdjList));
    for (int u = 0; u < n; u++) lists[u] = (AdjList){adj[u], adjColSize[u]};
    int *comp = malloc((n > 0 ? n : 1) * sizeof(int));
    int count = tarjanSccLabels(lists, n, comp);
    int **rows = asComponents(comp, n, count, returnSize, returnColumnSizes);
    free(lists);
    free(comp);
    return rows;
}

int main(void) {
    static const int a0[] = {3, 2};
    static const int a1[] = {2, 4};
    static const int a2[] = {5};
    static const int a3[] = {7, 4};
    static const int a4[] = {9};
    static const int a5[] = {8};
    static const int a7[] = {0, 1};
    static const int a8[] = {2, 9};
    static const int a9[] = {5};
    const AdjList adj[] = {{a0, 2}, {a1, 2}, {a2, 1}, {a3, 2}, {a4, 1}, {a5, 1}, {NULL, 0}, {a7, 2},
                           {a8, 2}, {a9, 1}};
    int n = sizeof(adj) / sizeof(adj[0]);
    int comp[10];
    int count = tarjanSccLabels(adj, n, comp);
    printComponents(comp, n, count);
    return 0;
}
