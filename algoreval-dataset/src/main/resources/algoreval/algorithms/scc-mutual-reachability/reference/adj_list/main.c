#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* The successors of one vertex: to[0 .. count-1]. */
typedef struct {
    const int *to;
    int count;
} AdjList;

/* adj[u] lists the successors of u. Stores in comp[v] the index of v's strongly connected
   component and returns the number of components. */
int sccByReachabilityLabels(const AdjList *adj, int n, int *comp) {
    bool *reach = calloc((size_t)n * n, sizeof(bool)); /* reach[i * n + j]: j is reachable from i */
    for (int u = 0; u < n; u++) {
        reach[u * n + u] = true;
        for (int i = 0; i < adj[u].count; i++) reach[u * n + adj[u].to[i]] = true;
    }
    /* Warshall's transitive closure: afterwards reach[i * n + j] says whether j is reachable from i */
    for (int k = 0; k < n; k++)
        for (int i = 0; i < n; i++)
            if (reach[i * n + k])
                for (int j = 0; j < n; j++)
                    if (reach[k * n + j]) reach[i * n + j] = true;

    int count = 0;
    for (int v = 0; v < n; v++) comp[v] = -1;
    for (int v = 0; v < n; v++) {
        if (comp[v] != -1) continue;
        for (int w = v; w < n; w++)
            if (reach[v * n + w] && reach[w * n + v]) comp[w] = count;
        count++;
    }
    free(reach);
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

int **sccByReachability(const int *const *adj, int adjSize, const int *adjColSize, int *returnSize, int **returnColumnSizes) {
    int n = adjSize;
    AdjList *lists = malloc((n > 0 ? n : 1) * sizeof(AdjList));
    for (int u = 0; u < n; u++) lists[u] = (AdjList){adj[u], adjColSize[u]};
    int *comp = malloc((n > 0 ? n : 1) * sizeof(int));
    int count = sccByReachabilityLabels(lists, n, comp);
    int **rows = asComponents(comp, n, count, returnSize, returnColumnSizes);
    free(lists);
    free(comp);
    return rows;
}

int main(void) {
    static const int a0[] = {6};
    static const int a1[] = {0, 4};
    static const int a2[] = {3};
    static const int a3[] = {5, 7};
    static const int a4[] = {5, 7};
    static const int a5[] = {2};
    static const int a6[] = {0, 2};
    const AdjList adj[] = {{a0, 1}, {a1, 2}, {a2, 1}, {a3, 2}, {a4, 2}, {a5, 1}, {a6, 2}, {NULL, 0}};
    int n = sizeof(adj) / sizeof(adj[0]);
    int comp[8];
    int count = sccByReachabilityLabels(adj, n, comp);
    printComponents(comp, n, count);
    return 0;
}
