#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* M is the n x n adjacency matrix in row-major order (M[u * n + v] == 1: edge u -> v). Stores in
   comp[v] the index of v's strongly connected component and returns the number of components. */
int sccByReachability(int n, const int *M, int *comp) {
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
    int count = sccByReachability(n, &M[0][0], comp);
    printComponents(comp, n, count);
    return 0;
}
