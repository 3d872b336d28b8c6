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
    int *preorder, *comp;
    int *s, *p; /* s: visited vertices not yet in a component; p: roots of the open components on the path */
    int sTop, pTop, counter, count;
} PathBased;

static void visit(PathBased *g, int v) {
    g->preorder[v] = g->counter++;
    g->s[g->sTop++] = v;
    g->p[g->pTop++] = v;
    for (int i = 0; i < g->adj[v].count; i++) {
        int w = g->adj[v].to[i];
        if (g->preorder[w] == -1) {
            visit(g, w);
        } else if (g->comp[w] == -1) {
            /* w is still open: everything on the path after w collapses into one component */
            while (g->preorder[g->p[g->pTop - 1]] > g->preorder[w]) g->pTop--;
        }
    }
    if (g->p[g->pTop - 1] == v) {
        g->pTop--;
        int w;
        do {
            w = g->s[--g->sTop];
            g->comp[w] = g->count;
        } while (w != v);
        g->count++;
    }
}

/* edges[i] = {u, v} is a directed edge u -> v. Stores in comp[v] the index of v's strongly
   connected component and returns the number of components. */
int gabowSccInto(int n, const int edges[][2], int m, int *comp) {
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

    PathBased g = {.adj = adj,
                   .preorder = malloc(n * sizeof(int)),
                   .comp = comp,
                   .s = malloc(n * sizeof(int)),
                   .p = malloc(n * sizeof(int)),
                   .sTop = 0, .pTop = 0, .counter = 0, .count = 0};
    for (int v = 0; v < n; v++) g.preorder[v] = comp[v] = -1;
    for (int v = 0; v < n; v++)
        if (g.preorder[v] == -1) visit(&g, v);
    free(g.preorder);
    free(g.s);
    free(g.p);
    int count = g.count;
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

/* The components as malloc'd rows of their vertices; the caller frees each row and the array. */
static int **componentRows(const int *comp, int n, int count, int *returnSize, int **returnColumnSizes) {
    int *sizes = calloc(count > 0 ? count : 1, sizeof(int));
    for (int v = 0; v < n; v++) sizes[comp[v]]++;
    int **rows = malloc((count > 0 ? count : 1) * sizeof(int *));
    for (int c = 0; c < count; c++) rows[c] = malloc(sizes[c] * sizeof(int));
    int *filled = calloc(count > 0 ? count : 1, sizeof(int));
    for (int v = 0; v < n; v++) rows[comp[v]][filled[comp[v]]++] = v;
    free(filled);
    *returnColumnSizes = sizes;
    *returnSize = count;
    return rows;
}

/* The AlgoREval+ interface: the strongly connected components, each a row of its vertices. */
int **gabowScc(int n, const int edges[][2], int edgesSize, int *returnSize, int **returnColumnSizes) {
    int *comp = malloc((n > 0 ? n : 1) * sizeof(int));
    int count = gabowSccInto(n, edges, edgesSize, comp);
    int **rows = componentRows(comp, n, count, returnSize, returnColumnSizes);
    free(comp);
    return rows;
}

int main(void) {
    int n = 10;
    const int edges[][2] = {{0, 1}, {1, 4}, {4, 6}, {6, 1}, {0, 7}, {6, 7}, {7, 8}, {2, 8}, {8, 3},
                            {3, 5}, {5, 2}, {3, 2}, {9, 0}, {4, 2}};
    int m = sizeof(edges) / sizeof(edges[0]);
    int comp[10];
    int count = gabowSccInto(n, edges, m, comp);
    printComponents(comp, n, count);
    return 0;
}
