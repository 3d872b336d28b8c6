#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Stoer-Wagner on an n x n symmetric matrix W (row-major, modified) of total edge weights.
   Returns the minimum cut weight; inSide[v] is set to 1 for the vertices of one side. */
static long long minCutOfMatrix(int n, long long *W, int *inSide) {
    int *owner = malloc(n * sizeof(int));   /* owner[v]: merged vertex that v now belongs to */
    char *active = malloc(n);
    char *added = malloc(n);
    long long *connection = malloc(n * sizeof(long long));
    for (int v = 0; v < n; v++) {
        owner[v] = v;
        active[v] = 1;
    }
    long long best = -1;
    for (int phase = n; phase > 1; phase--) {
        /* one phase: grow a set by repeatedly adding the most tightly connected vertex */
        memset(added, 0, n);
        for (int v = 0; v < n; v++) connection[v] = 0;
        int prev = -1, last = -1;
        for (int step = 0; step < phase; step++) {
            int v = -1;
            for (int u = 0; u < n; u++)
                if (active[u] && !added[u] && (v == -1 || connection[u] > connection[v])) v = u;
            added[v] = 1;
            prev = last;
            last = v;
            for (int u = 0; u < n; u++)
                if (active[u] && !added[u]) connection[u] += W[v * n + u];
        }
        /* the cut of the phase separates `last` from the other active vertices */
        if (best < 0 || connection[last] < best) {
            best = connection[last];
            for (int v = 0; v < n; v++) inSide[v] = owner[v] == last;
        }
        /* merge `last` into `prev` */
        for (int u = 0; u < n; u++) {
            if (active[u] && u != prev && u != last) {
                W[prev * n + u] += W[last * n + u];
                W[u * n + prev] = W[prev * n + u];
            }
        }
        for (int v = 0; v < n; v++)
            if (owner[v] == last) owner[v] = prev;
        active[last] = 0;
    }
    free(owner); free(active); free(added); free(connection);
    return best;
}

#define N 8

long long stoerWagnerInto(int n, const int M[][N], int *inSide) {
    long long *W = malloc((size_t)n * n * sizeof(long long));
    for (int u = 0; u < n; u++)
        for (int v = 0; v < n; v++) W[u * n + v] = M[u][v];
    long long weight = minCutOfMatrix(n, W, inSide);
    free(W);
    return weight;
}

typedef struct {
    long long weight;
    int *side;
    int sideSize;
} StoerWagnerResult;

/* The interface's result: the cut weight and the malloc'd list of the vertices with inSide[v] set. */
static StoerWagnerResult asResult(int n, long long weight, const int *inSide) {
    StoerWagnerResult result = {weight, malloc((n > 0 ? n : 1) * sizeof(int)), 0};
    for (int v = 0; v < n; v++)
        if (inSide[v]) result.side[result.sideSize++] = v;
    return result;
}

/* stoerWagnerInto takes a matrix of the fixed width N, so the interface builds the weights itself. */
StoerWagnerResult stoerWagner(const int *const *M, int MSize, const int *MColSize) {
    (void)MColSize;
    int n = MSize;
    long long *W = malloc(((size_t)n * n > 0 ? (size_t)n * n : 1) * sizeof(long long));
    for (int u = 0; u < n; u++)
        for (int v = 0; v < n; v++) W[u * n + v] = M[u][v];
    int *inSide = malloc((n > 0 ? n : 1) * sizeof(int));
    long long weight = minCutOfMatrix(n, W, inSide);
    StoerWagnerResult result = asResult(n, weight, inSide);
    free(W);
    free(inSide);
    return result;
}

int main(void) {
    const int M[N][N] = {
        {0, 0, 0, 0, 0, 0, 6, 7},
        {0, 0, 3, 9, 8, 0, 0, 0},
        {0, 3, 0, 4, 2, 4, 0, 0},
        {0, 9, 4, 0, 3, 0, 6, 0},
        {0, 8, 2, 3, 0, 0, 0, 0},
        {0, 0, 4, 0, 0, 0, 7, 5},
        {6, 0, 0, 6, 0, 7, 0, 8},
        {7, 0, 0, 0, 0, 5, 8, 0},
    };
    int n = N;
    int inSide[N];
    long long weight = stoerWagnerInto(n, M, inSide);
    /* print the side that does not contain vertex 0 */
    int flip = inSide[0];
    printf("%lld\n", weight);
    int first = 1;
    for (int v = 0; v < n; v++) {
        if (inSide[v] != flip) {
            printf(first ? "%d" : " %d", v);
            first = 0;
        }
    }
    printf("\n");
    return 0;
}
