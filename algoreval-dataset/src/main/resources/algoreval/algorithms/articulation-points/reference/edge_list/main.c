#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int *start, *to; /* the neighbours of u are to[start[u]] .. to[start[u + 1] - 1] */
    int *disc, *low, *isCut;
    int timer;
} CutFinder;

static void dfs(CutFinder *cf, int u, int parent) {
    cf->disc[u] = cf->low[u] = cf->timer++;
    int children = 0;
    for (int a = cf->start[u]; a < cf->start[u + 1]; a++) {
        int v = cf->to[a];
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
int findArticulationPointsInto(int V, const int edges[][2], int E, int *points) {
    CutFinder cf;
    /* Each vertex's neighbours lie side by side (counting sort by endpoint), so the DFS reads them
       sequentially instead of chasing a linked list across memory in the edges' random order. */
    cf.start = calloc(V + 1, sizeof(int));
    cf.to = malloc((2 * E + 1) * sizeof(int));
    cf.disc = malloc(V * sizeof(int));
    cf.low = malloc(V * sizeof(int));
    cf.isCut = calloc(V, sizeof(int));
    cf.timer = 0;
    for (int i = 0; i < E; i++) {
        cf.start[edges[i][0] + 1]++;
        cf.start[edges[i][1] + 1]++;
    }
    for (int u = 0; u < V; u++) cf.start[u + 1] += cf.start[u];
    int *fill = malloc((V > 0 ? V : 1) * sizeof(int));
    for (int u = 0; u < V; u++) {
        fill[u] = cf.start[u];
        cf.disc[u] = -1;
    }
    for (int i = 0; i < E; i++) {
        int u = edges[i][0], v = edges[i][1];
        cf.to[fill[u]++] = v;
        cf.to[fill[v]++] = u;
    }
    free(fill);
    for (int u = 0; u < V; u++)
        if (cf.disc[u] == -1) dfs(&cf, u, -1);
    int count = 0;
    for (int u = 0; u < V; u++)
        if (cf.isCut[u]) points[count++] = u;
    free(cf.start); free(cf.to);
    free(cf.disc); free(cf.low); free(cf.isCut);
    return count;
}

/* The AlgoREval+ interface: the articulation points in a malloc'd array the caller frees. */
int *findArticulationPoints(int V, const int edges[][2], int edgesSize, int *returnSize) {
    int *points = malloc((V > 0 ? V : 1) * sizeof(int));
    *returnSize = findArticulationPointsInto(V, edges, edgesSize, points);
    return points;
}

static int cmpInt(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int main(void) {
    int V = 11;
    const int edges[][2] = {{0, 1}, {1, 2}, {2, 0}, {3, 1}, {3, 4}, {4, 5}, {5, 3}, {6, 5}, {8, 7}, {7, 9}};
    int E = sizeof(edges) / sizeof(edges[0]);
    int points[11];
    int count = findArticulationPointsInto(V, edges, E, points);
    qsort(points, count, sizeof(int), cmpInt);
    for (int i = 0; i < count; i++) printf(i ? " %d" : "%d", points[i]);
    printf("\n");
    return 0;
}
