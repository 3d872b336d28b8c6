#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int u, v, w;
} Edge;

static int cmpEndpoints(const void *a, const void *b) {
    const Edge *x = a, *y = b;
    if (x->u != y->u) return x->u - y->u;
    return x->v - y->v;
}

/* Prints the total weight, then the edges as "u v w" (u < v) sorted by u, then v. */
static void printTree(Edge *mst, int count) {
    int total = 0;
    for (int i = 0; i < count; i++) {
        total += mst[i].w;
        if (mst[i].u > mst[i].v) {
            int t = mst[i].u; mst[i].u = mst[i].v; mst[i].v = t;
        }
    }
    qsort(mst, count, sizeof(Edge), cmpEndpoints);
    printf("%d\n", total);
    for (int i = 0; i < count; i++) printf("%d %d %d\n", mst[i].u, mst[i].v, mst[i].w);
}

/* M is n x n row-major and symmetric; M[u * n + v] == 0 means no edge. Prim's algorithm from vertex 0
   with an O(n) scan for the next vertex. Writes the MST edges into mst (room for n-1 edges) and
   returns their number. */
int primMSTInto(int n, const int *M, Edge *mst) {
    int *best = malloc(n * sizeof(int));   /* lightest known edge from the tree to each vertex */
    int *parent = malloc(n * sizeof(int));
    char *inTree = calloc(n, 1);
    for (int v = 0; v < n; v++) {
        best[v] = INT_MAX;
        parent[v] = -1;
    }
    best[0] = 0;
    int count = 0;
    for (;;) {
        int v = -1;
        for (int u = 0; u < n; u++) {
            if (!inTree[u] && best[u] != INT_MAX && (v < 0 || best[u] < best[v])) v = u;
        }
        if (v < 0) break;
        inTree[v] = 1;
        if (parent[v] >= 0) mst[count++] = (Edge){parent[v], v, best[v]};
        for (int u = 0; u < n; u++) {
            int w = M[v * n + u];
            if (w != 0 && !inTree[u] && w < best[u]) {
                best[u] = w;
                parent[u] = v;
            }
        }
    }
    free(best);
    free(parent);
    free(inTree);
    return count;
}

/* The interface's result: one malloc'd row {u, v, w} per tree edge. */
static int **asRows(const Edge *mst, int count, int *returnSize, int **returnColumnSizes) {
    int **rows = malloc((count > 0 ? count : 1) * sizeof(int *));
    *returnColumnSizes = malloc((count > 0 ? count : 1) * sizeof(int));
    for (int i = 0; i < count; i++) {
        rows[i] = malloc(3 * sizeof(int));
        rows[i][0] = mst[i].u;
        rows[i][1] = mst[i].v;
        rows[i][2] = mst[i].w;
        (*returnColumnSizes)[i] = 3;
    }
    *returnSize = count;
    return rows;
}

/* M's rows are copied into the row-major block primMSTInto reads. */
int **primMST(const int *const *M, int MSize, const int *MColSize, int *returnSize, int **returnColumnSizes) {
    (void)MColSize;
    int n = MSize;
    int *block = malloc(((size_t)n * n > 0 ? (size_t)n * n : 1) * sizeof(int));
    for (int u = 0; u < n; u++)
        for (int v = 0; v < n; v++) block[u * n + v] = M[u][v];
    Edge *mst = malloc((n > 0 ? n : 1) * sizeof(Edge));
    int count = primMSTInto(n, block, mst);
    int **rows = asRows(mst, count, returnSize, returnColumnSizes);
    free(block);
    free(mst);
    return rows;
}

int main(void) {
    int M[8][8] = {
        {0, 4, 6, 5, 0, 0, 0, 0},
        {4, 0, 4, 0, 7, 0, 0, 0},
        {6, 4, 0, 3, 5, 6, 0, 0},
        {5, 0, 3, 0, 0, 8, 0, 10},
        {0, 7, 5, 0, 0, 3, 6, 0},
        {0, 0, 6, 8, 3, 0, 4, 9},
        {0, 0, 0, 0, 6, 4, 0, 4},
        {0, 0, 0, 10, 0, 9, 4, 0},
    };
    Edge mst[7];
    int count = primMSTInto(8, &M[0][0], mst);
    printTree(mst, count);
    return 0;
}
