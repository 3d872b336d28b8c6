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

/* edges[i] = {u, v} is a directed edge u -> v. Stores in comp[v] the index of v's strongly
   connected component and returns the number of components. */
int tarjanSccLabels(int n, const int edges[][2], int m, int *comp) {
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

int **tarjanScc(int n, const int edges[][2], int edgesSize, int *returnSize, int **returnColumnSizes) {
    int *comp = malloc((n > 0 ? n : 1) * sizeof(int));
    int count = tarjanSccLabels(n, edges, edgesSize, comp);
    int **rows = asComponents(comp, n, count, returnSize, returnColumnSizes);
    free(comp);
    return rows;
}

int main(void) {
    int n = 10;
    const int edges[][2] = {{0, 3}, {3, 7}, {7, 0}, {7, 1}, {1, 2}, {2, 5}, {5, 8}, {8, 2}, {8, 9},
                            {9, 5}, {3, 4}, {4, 9}, {1, 4}, {0, 2}};
    int m = sizeof(edges) / sizeof(edges[0]);
    int comp[10];
    int count = tarjanSccLabels(n, edges, m, comp);
    printComponents(comp, n, count);
    return 0;
}
