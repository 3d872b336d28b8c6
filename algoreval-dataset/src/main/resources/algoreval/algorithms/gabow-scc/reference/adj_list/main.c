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

/* adj[u] lists the successors of u. Stores in comp[v] the index of v's strongly connected
   component and returns the number of components. */
int gabowSccInto(const AdjList *adj, int n, int *comp) {
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

/* The AlgoREval+ interface: adj[u] holds the adjColSize[u] successors of u; the strongly connected
   components, each a row of its vertices. */
int **gabowScc(const int *const *adj, int adjSize, const int *adjColSize, int *returnSize, int **returnColumnSizes) {
    AdjList *lists = calloc(adjSize > 0 ? adjSize : 1, sizeof(AdjList));
    for (int u = 0; u < adjSize; u++) lists[u] = (AdjList){adj[u], adjColSize[u]};
    int *comp = malloc((adjSize > 0 ? adjSize : 1) * sizeof(int));
    int count = gabowSccInto(lists, adjSize, comp);
    int **rows = componentRows(comp, adjSize, count, returnSize, returnColumnSizes);
    free(lists);
    free(comp);
    return rows;
}

int main(void) {
    static const int a0[] = {1, 7};
    static const int a1[] = {4};
    static const int a2[] = {8};
    static const int a3[] = {5, 2};
    static const int a4[] = {6, 2};
    static const int a5[] = {2};
    static const int a6[] = {1, 7};
    static const int a7[] = {8};
    static const int a8[] = {3};
    static const int a9[] = {0};
    const AdjList adj[] = {{a0, 2}, {a1, 1}, {a2, 1}, {a3, 2}, {a4, 2}, {a5, 1}, {a6, 2}, {a7, 1},
                           {a8, 1}, {a9, 1}};
    int n = sizeof(adj) / sizeof(adj[0]);
    int comp[10];
    int count = gabowSccInto(adj, n, comp);
    printComponents(comp, n, count);
    return 0;
}
