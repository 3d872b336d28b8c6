#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* M is the n x n adjacency matrix in row-major order (M[u * n + v] == 1: edge u -> v). Stores in
   comp[v] the index of v's strongly connected component and returns the number of components. */
int sccByReachabilityLabels(int n, const int *M, int *comp) {
    bool *reach = calloc((size_t)n * n, sizeof(bool)); /* reach[i * n + j]: j is reachable from i */
    for (int i = 0; i < n * n; i++) reach[i] = M[i] == 1;
    for (int v = 0; v < n; v++) reach[v * n + v] = true;
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

/* M's rows are copied into the row-major block sccByReachabilityLabels reads. */
int **sccByReachability(const int *const *M, int MSize, const int *MColSize, int *returnSize, int **returnColumnSizes) {
    (void)MColSize;
    int n = MSize;
    int *block = malloc(((size_t)n * n > 0 ? (size_t)n * n : 1) * sizeof(int));
    for (int u = 0; u < n; u++)
        for (int v = 0; v < n; v++) block[u * n + v] = M[u][v];
    int *comp = malloc((n > 0 ? n : 1) * sizeof(int));
    int count = sccByReachabilityLabels(n, block, comp);
    int **rows = asComponents(comp, n, count, returnSize, returnColumnSizes);
    free(block);
    free(comp);
    return rows;
}

int main(void) {
    static const int M[8][8] = {
        {0, 0, 0, 0, 0, 0, 1, 0},
        {1, 0, 0, 0, 1, 0, 0, 0},
        {0, 0, 0, 1, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 1, 0, 1},
        {0, 0, 0, 0, 0, 1, 0, 1},
        {0, 0, 1, 0, 0, 0, 0, 0},
        {1, 0, 1, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0},
    };
    int n = 8;
    int comp[8];
    int count = sccByReachabilityLabels(n, &M[0][0], comp);
    printComponents(comp, n, count);
    return 0;
}
