#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* edges[i] = {u, v} is a directed edge u -> v. Stores in comp[v] the index of v's strongly
   connected component and returns the number of components. */
int sccByReachabilityLabels(int n, const int edges[][2], int m, int *comp) {
    bool *reach = calloc((size_t)n * n, sizeof(bool)); /* reach[i * n + j]: j is reachable from i */
    for (int v = 0; v < n; v++) reach[v * n + v] = true;
    for (int i = 0; i < m; i++) reach[edges[i][0] * n + edges[i][1]] = true;
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

int **sccByReachability(int n, const int edges[][2], int edgesSize, int *returnSize, int **returnColumnSizes) {
    int *comp = malloc((n > 0 ? n : 1) * sizeof(int));
    int count = sccByReachabilityLabels(n, edges, edgesSize, comp);
    int **rows = asComponents(comp, n, count, returnSize, returnColumnSizes);
    free(comp);
    return rows;
}

int main(void) {
    int n = 8;
    const int edges[][2] = {{0, 6}, {6, 0}, {6, 2}, {2, 3}, {3, 5}, {5, 2}, {1, 0}, {1, 4}, {4, 5},
                            {3, 7}, {4, 7}};
    int m = sizeof(edges) / sizeof(edges[0]);
    int comp[8];
    int count = sccByReachabilityLabels(n, edges, m, comp);
    printComponents(comp, n, count);
    return 0;
}
