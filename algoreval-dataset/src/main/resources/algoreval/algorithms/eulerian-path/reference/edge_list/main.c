#include <stdio.h>
#include <stdlib.h>

/* The graph's unused edges as sorted adjacency lists in compressed-sparse-row form: the neighbours of u
   are nbr[start[u]] .. nbr[start[u + 1] - 1] in increasing order, twin[i] is the entry of the same
   edge in the other endpoint's list, and used[i] marks entries of edges the path has taken. Lists, not
   a V x V matrix: a reachability search over a matrix row costs O(V) per visited vertex, O(V²) per
   search and O(E V²) in all, which on sparse graphs grew as n³ against the n² of Fleury over lists. */
typedef struct {
    int V;
    int *start, *nbr, *twin;
    char *used;
    int *seenAt, stamp; /* seenAt[x] == stamp: x was reached by the current search */
    int *stack;
} Unused;

static int compareInts(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* The entry of v in u's sorted list. */
static int entryOf(const Unused *g, int u, int v) {
    const int *found = bsearch(&v, g->nbr + g->start[u], g->start[u + 1] - g->start[u], sizeof(int), compareInts);
    return (int)(found - g->nbr);
}

/* Sorts the lists the caller filled into start and nbr, and pairs each entry with its twin. */
static void unusedPrepare(Unused *g) {
    int V = g->V, ends = g->start[V];
    for (int u = 0; u < V; u++) qsort(g->nbr + g->start[u], g->start[u + 1] - g->start[u], sizeof(int), compareInts);
    g->twin = malloc((ends > 0 ? ends : 1) * sizeof(int));
    g->used = calloc(ends > 0 ? ends : 1, 1);
    for (int u = 0; u < V; u++)
        for (int i = g->start[u]; i < g->start[u + 1]; i++) g->twin[i] = entryOf(g, g->nbr[i], u);
    g->seenAt = calloc(V > 0 ? V : 1, sizeof(int));
    g->stamp = 0;
    g->stack = malloc((V > 0 ? V : 1) * sizeof(int));
}

static void unusedFree(Unused *g) {
    free(g->start); free(g->nbr); free(g->twin); free(g->used); free(g->seenAt); free(g->stack);
}

/* Whether dst can be reached from src over the unused edges without the edge of entry cut: O(V + E)
   at most, and no O(V) clearing thanks to the stamps. */
static int reaches(Unused *g, int src, int dst, int cut) {
    int top = 0, skip = g->twin[cut];
    g->stamp++;
    g->seenAt[src] = g->stamp;
    g->stack[top++] = src;
    while (top > 0) {
        int x = g->stack[--top];
        if (x == dst) return 1;
        for (int i = g->start[x]; i < g->start[x + 1]; i++) {
            int y = g->nbr[i];
            if (g->used[i] || i == cut || i == skip || g->seenAt[y] == g->stamp) continue;
            g->seenAt[y] = g->stamp;
            g->stack[top++] = y;
        }
    }
    return 0;
}

/* Fleury over the prepared lists; writes the E + 1 vertices of the path into path and returns how many
   were written. From the current vertex it takes the smallest neighbour whose edge is not a bridge of
   the unused edges, unless it is the only edge left there; that greedy choice gives the
   lexicographically smallest path. At most one edge at the current vertex can be such a bridge, so each
   step runs at most two searches: O(E (V + E)) in all. */
static int fleury(Unused *g, int *path) {
    int V = g->V;
    int *degree = malloc((V > 0 ? V : 1) * sizeof(int));
    int *firstUnused = malloc((V > 0 ? V : 1) * sizeof(int)); /* entries before it are all used */
    for (int u = 0; u < V; u++) {
        degree[u] = g->start[u + 1] - g->start[u];
        firstUnused[u] = g->start[u];
    }
    int start = -1;
    for (int u = 0; u < V && start == -1; u++)
        if (degree[u] % 2 == 1) start = u;
    for (int u = 0; u < V && start == -1; u++)
        if (degree[u] > 0) start = u;
    int len = 0;
    if (start != -1) {
        path[len++] = start;
        int u = start;
        while (degree[u] > 0) {
            while (g->used[firstUnused[u]]) firstUnused[u]++;
            int taken = -1;
            for (int i = firstUnused[u]; i < g->start[u + 1] && taken == -1; i++) {
                if (!g->used[i] && (degree[u] == 1 || reaches(g, u, g->nbr[i], i))) taken = i;
            }
            int next = g->nbr[taken];
            g->used[taken] = g->used[g->twin[taken]] = 1;
            degree[u]--;
            degree[next]--;
            path[len++] = next;
            u = next;
        }
    }
    free(degree);
    free(firstUnused);
    return len;
}

/* Writes the E + 1 vertices of the path into path and returns how many were written. */
int findEulerianPathInto(int V, const int edges[][2], int E, int *path) {
    Unused g;
    g.V = V;
    g.start = calloc(V + 1, sizeof(int));
    for (int i = 0; i < E; i++) {
        g.start[edges[i][0] + 1]++;
        g.start[edges[i][1] + 1]++;
    }
    for (int u = 0; u < V; u++) g.start[u + 1] += g.start[u];
    g.nbr = malloc((E > 0 ? 2 * E : 1) * sizeof(int));
    int *fill = malloc((V > 0 ? V : 1) * sizeof(int));
    for (int u = 0; u < V; u++) fill[u] = g.start[u];
    for (int i = 0; i < E; i++) {
        int u = edges[i][0], v = edges[i][1];
        g.nbr[fill[u]++] = v;
        g.nbr[fill[v]++] = u;
    }
    free(fill);
    unusedPrepare(&g);
    int len = fleury(&g, path);
    unusedFree(&g);
    return len;
}

/* The AlgoREval+ interface: the path's vertices in a malloc'd array the caller frees. */
int *findEulerianPath(int V, const int edges[][2], int edgesSize, int *returnSize) {
    int *path = malloc((edgesSize + 1) * sizeof(int));
    *returnSize = findEulerianPathInto(V, edges, edgesSize, path);
    return path;
}

int main(void) {
    int V = 9;
    const int edges[][2] = {{0, 1}, {5, 0}, {1, 4}, {5, 1}, {2, 3}, {4, 2},
                            {2, 6}, {6, 3}, {4, 5}, {7, 4}, {5, 6}, {6, 7}};
    int E = sizeof(edges) / sizeof(edges[0]);
    int path[13];
    int len = findEulerianPathInto(V, edges, E, path);
    for (int i = 0; i < len; i++) printf(i ? " %d" : "%d", path[i]);
    printf("\n");
    return 0;
}
