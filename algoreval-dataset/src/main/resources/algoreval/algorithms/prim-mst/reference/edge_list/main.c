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

/* Writes the MST edges into mst (room for V-1 edges) and returns their number. */
int primMSTInto(int V, const Edge *edges, int E, Edge *mst) {
    int *deg = calloc(V, sizeof(int));
    for (int i = 0; i < E; i++) {
        deg[edges[i].u]++;
        deg[edges[i].v]++;
    }
    Arc **adj = calloc(V, sizeof(Arc *));
    for (int u = 0; u < V; u++) {
        adj[u] = malloc((deg[u] > 0 ? deg[u] : 1) * sizeof(Arc));
        deg[u] = 0;
    }
    for (int i = 0; i < E; i++) {
        const Edge *e = &edges[i];
        adj[e->u][deg[e->u]++] = (Arc){e->v, e->w};
        adj[e->v][deg[e->v]++] = (Arc){e->u, e->w};
    }
    int count = primArcs(V, (const Arc *const *)adj, deg, mst);
    for (int u = 0; u < V; u++) free(adj[u]);
    free(adj);
    free(deg);
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

int **primMST(int V, const int edges[][3], int edgesSize, int *returnSize, int **returnColumnSizes) {
    Edge *list = malloc((edgesSize > 0 ? edgesSize : 1) * sizeof(Edge));
    for (int i = 0; i < edgesSize; i++) list[i] = (Edge){edges[i][0], edges[i][1], edges[i][2]};
    Edge *mst = malloc((V > 0 ? V : 1) * sizeof(Edge));
    int count = primMSTInto(V, list, edgesSize, mst);
    int **rows = asRows(mst, count, returnSize, returnColumnSizes);
    free(list);
    free(mst);
    return rows;
}

int main(void) {
    int V = 8;
    Edge edges[] = {{2, 3, 3}, {0, 1, 4}, {5, 4, 3}, {1, 2, 4}, {3, 0, 5}, {6, 5, 4}, {2, 0, 6}, {4, 1, 7},
                    {2, 4, 5}, {7, 6, 4}, {5, 2, 6}, {3, 5, 8}, {4, 6, 6}, {7, 5, 9}, {3, 7, 10}};
    int E = sizeof(edges) / sizeof(edges[0]);
    Edge mst[7];
    int count = primMSTInto(V, edges, E, mst);
    printTree(mst, count);
    return 0;
}
