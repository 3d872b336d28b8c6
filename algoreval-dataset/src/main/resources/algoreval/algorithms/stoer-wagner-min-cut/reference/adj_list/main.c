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

typedef struct {
    int v, w;
} Arc;

typedef struct {
    const Arc *arcs;
    int len;
} AdjList;

long long stoerWagnerInto(const AdjList *adj, int n, int *inSide) {
    long long *W = calloc((size_t)n * n, sizeof(long long));
    for (int u = 0; u < n; u++)
        for (int i = 0; i < adj[u].len; i++) /* each edge is listed at both ends */
            W[u * n + adj[u].arcs[i].v] += adj[u].arcs[i].w;
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

/* adj[u] holds adjColSize[u] pairs (v, w). */
StoerWagnerResult stoerWagner(const int (*const *adj)[2], int adjSize, const int *adjColSize) {
    int n = adjSize;
    AdjList *lists = malloc((n > 0 ? n : 1) * sizeof(AdjList));
    for (int u = 0; u < n; u++) {
        Arc *arcs = malloc((adjColSize[u] > 0 ? adjColSize[u] : 1) * sizeof(Arc));
        for (int a = 0; a < adjColSize[u]; a++) arcs[a] = (Arc){adj[u][a][0], adj[u][a][1]};
        lists[u] = (AdjList){arcs, adjColSize[u]};
    }
    int *inSide = malloc((n > 0 ? n : 1) * sizeof(int));
    long long weight = stoerWagnerInto(lists, n, inSide);
    StoerWagnerResult result = asResult(n, weight, inSide);
    for (int u = 0; u < n; u++) free((Arc *)lists[u].arcs);
    free(lists);
    free(inSide);
    return result;
}

int main(void) {
    static const Arc a0[] = {{6, 6}, {7, 7}};
    static const Arc a1[] = {{2, 3}, {3, 9}, {4, 8}};
    static const Arc a2[] = {{1, 3}, {3, 4}, {4, 2}, {5, 4}};
    static const Arc a3[] = {{1, 9}, {2, 4}, {4, 3}, {6, 6}};
    static const Arc a4[] = {{1, 8}, {2, 2}, {3, 3}};
    static const Arc a5[] = {{2, 4}, {6, 7}, {7, 5}};
    static const Arc a6[] = {{0, 6}, {3, 6}, {5, 7}, {7, 8}};
    static const Arc a7[] = {{0, 7}, {5, 5}, {6, 8}};
    AdjList adj[] = {
        {a0, 2}, {a1, 3}, {a2, 4}, {a3, 4},
        {a4, 3}, {a5, 3}, {a6, 4}, {a7, 3},
    };
    int n = sizeof(adj) / sizeof(adj[0]);
    int inSide[8];
    long long weight = stoerWagnerInto(adj, n, inSide);
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
