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

typedef struct {
    int v, w;
} Arc;

/* A candidate tree edge (parent, v) of weight w, ordered by w, then v. */
typedef struct {
    int w, v, parent;
} Candidate;

static int lighter(const Candidate *a, const Candidate *b) {
    return a->w < b->w || (a->w == b->w && a->v < b->v);
}

static void heapPush(Candidate *heap, int *size, Candidate c) {
    int i = (*size)++;
    while (i > 0) {
        int p = (i - 1) / 2;
        if (!lighter(&c, &heap[p])) break;
        heap[i] = heap[p];
        i = p;
    }
    heap[i] = c;
}

static Candidate heapPop(Candidate *heap, int *size) {
    Candidate top = heap[0], last = heap[--(*size)];
    int i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= *size) break;
        if (c + 1 < *size && lighter(&heap[c + 1], &heap[c])) c++;
        if (!lighter(&heap[c], &last)) break;
        heap[i] = heap[c];
        i = c;
    }
    heap[i] = last;
    return top;
}

/* Prim's algorithm from vertex 0 on adj[u] (deg[u] arcs at u), with a lazy binary heap of candidate
   edges: O(E log V). Writes the tree edges into mst (room for n-1) and returns their number. */
static int primArcs(int n, const Arc *const *adj, const int *deg, Edge *mst) {
    if (n == 0) return 0;
    long arcs = 0;
    for (int u = 0; u < n; u++) arcs += deg[u];
    /* each arc is pushed at most once (when its tail joins the tree), plus the start */
    Candidate *heap = malloc((arcs + 1) * sizeof(Candidate));
    char *inTree = calloc(n, 1);
    int size = 0, count = 0;
    heapPush(heap, &size, (Candidate){0, 0, -1});
    while (size > 0 && count < n - 1) {
        Candidate c = heapPop(heap, &size);
        if (inTree[c.v]) continue;
        inTree[c.v] = 1;
        if (c.parent >= 0) mst[count++] = (Edge){c.parent, c.v, c.w};
        for (int a = 0; a < deg[c.v]; a++) {
            int u = adj[c.v][a].v;
            if (!inTree[u]) heapPush(heap, &size, (Candidate){adj[c.v][a].w, u, c.v});
        }
    }
    free(heap);
    free(inTree);
    return count;
}

/* adj[u] holds deg[u] arcs {v, w} (each edge is listed at both ends). Writes the MST edges into mst
   (room for n-1 edges) and returns their number. */
int primMSTInto(int n, const Arc *const *adj, const int *deg, Edge *mst) {
    return primArcs(n, adj, deg, mst);
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

/* adj[u] holds adjColSize[u] pairs (v, w). */
int **primMST(const int (*const *adj)[2], int adjSize, const int *adjColSize, int *returnSize, int **returnColumnSizes) {
    int n = adjSize;
    Arc **arcs = malloc((n > 0 ? n : 1) * sizeof(Arc *));
    for (int u = 0; u < n; u++) {
        arcs[u] = malloc((adjColSize[u] > 0 ? adjColSize[u] : 1) * sizeof(Arc));
        for (int a = 0; a < adjColSize[u]; a++) arcs[u][a] = (Arc){adj[u][a][0], adj[u][a][1]};
    }
    Edge *mst = malloc((n > 0 ? n : 1) * sizeof(Edge));
    int count = primMSTInto(n, (const Arc *const *)arcs, adjColSize, mst);
    int **rows = asRows(mst, count, returnSize, returnColumnSizes);
    for (int u = 0; u < n; u++) free(arcs[u]);
    free(arcs);
    free(mst);
    return rows;
}

int main(void) {
    const Arc a0[] = {{1, 4}, {2, 6}, {3, 5}};
    const Arc a1[] = {{0, 4}, {2, 4}, {4, 7}};
    const Arc a2[] = {{0, 6}, {1, 4}, {3, 3}, {4, 5}, {5, 6}};
    const Arc a3[] = {{0, 5}, {2, 3}, {5, 8}, {7, 10}};
    const Arc a4[] = {{1, 7}, {2, 5}, {5, 3}, {6, 6}};
    const Arc a5[] = {{2, 6}, {3, 8}, {4, 3}, {6, 4}, {7, 9}};
    const Arc a6[] = {{4, 6}, {5, 4}, {7, 4}};
    const Arc a7[] = {{3, 10}, {5, 9}, {6, 4}};
    const Arc *adj[] = {a0, a1, a2, a3, a4, a5, a6, a7};
    int deg[] = {3, 3, 5, 4, 4, 5, 3, 3};
    Edge mst[7];
    int count = primMSTInto(8, adj, deg, mst);
    printTree(mst, count);
    return 0;
}
