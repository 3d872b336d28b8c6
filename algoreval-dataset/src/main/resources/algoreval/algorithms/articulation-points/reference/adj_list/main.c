#include <stdio.h>
#include <stdlib.h>

typedef struct {
    const int *const *adj; /* adj[u] holds the deg[u] neighbours of u */
    const int *deg;
    int *disc, *low, *isCut;
    int timer;
} CutFinder;

static void dfs(CutFinder *cf, int u, int parent) {
    cf->disc[u] = cf->low[u] = cf->timer++;
    int children = 0;
    for (int i = 0; i < cf->deg[u]; i++) {
        int v = cf->adj[u][i];
        if (v == parent) continue;
        if (cf->disc[v] == -1) {
            children++;
            dfs(cf, v, u);
            if (cf->low[v] < cf->low[u]) cf->low[u] = cf->low[v];
            /* a non-root u separates v's subtree when no back edge from it climbs above u */
            if (parent != -1 && cf->low[v] >= cf->disc[u]) cf->isCut[u] = 1;
        } else if (cf->disc[v] < cf->low[u]) {
            cf->low[u] = cf->disc[v];
        }
    }
    /* the root of a DFS tree is a cut vertex iff it has more than one tree child */
    if (parent == -1 && children > 1) cf->isCut[u] = 1;
}

/* Writes the articulation points into points (room for V vertices) and returns their number. */
int findArticulationPointsInto(int V, const int *const *adj, const int *deg, int *points) {
    CutFinder cf;
    cf.adj = adj;
    cf.deg = deg;
    cf.disc = malloc(V * sizeof(int));
    cf.low = malloc(V * sizeof(int));
    cf.isCut = calloc(V, sizeof(int));
    cf.timer = 0;
    for (int i = 0; i < V; i++) cf.disc[i] = -1;
    for (int u = 0; u < V; u++)
        if (cf.disc[u] == -1) dfs(&cf, u, -1);
    int count = 0;
    for (int u = 0; u < V; u++)
        if (cf.isCut[u]) points[count++] = u;
    free(cf.disc); free(cf.low); free(cf.isCut);
    return count;
}

/* The AlgoREval+ interface: the articulation points in a malloc'd array the caller frees. */
int *findArticulationPoints(const int *const *adj, int adjSize, const int *adjColSize, int *returnSize) {
    int *points = malloc((adjSize > 0 ? adjSize : 1) * sizeof(int));
    *returnSize = findArticulationPointsInto(adjSize, adj, adjColSize, points);
    return points;
}

static int cmpInt(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int main(void) {
    static const int a0[] = {1, 2}, a1[] = {0, 2, 3}, a2[] = {1, 0}, a3[] = {1, 4, 5}, a4[] = {3, 5},
                     a5[] = {4, 3, 6}, a6[] = {5}, a7[] = {8, 9}, a8[] = {7}, a9[] = {7};
    const int *const adj[] = {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, NULL};
    const int deg[] = {2, 3, 2, 3, 2, 3, 1, 2, 1, 1, 0};
    int points[11];
    int count = findArticulationPointsInto(11, adj, deg, points);
    qsort(points, count, sizeof(int), cmpInt);
    for (int i = 0; i < count; i++) printf(i ? " %d" : "%d", points[i]);
    printf("\n");
    return 0;
}
