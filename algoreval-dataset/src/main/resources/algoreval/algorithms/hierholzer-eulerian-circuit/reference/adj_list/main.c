#include <stdio.h>
#include <stdlib.h>

static int cmpInt(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* adj[u] holds the deg[u] successors of u. Writes the E + 1 vertices of the circuit into circuit
   and returns how many were written. */
int findEulerianCircuitInto(int V, const int *const *adj, const int *deg, int start, int *circuit) {
    /* successors of u, sorted: succ[first[u] .. first[u+1]-1] */
    int *first = calloc(V + 1, sizeof(int));
    for (int u = 0; u < V; u++) first[u + 1] = first[u] + deg[u];
    int E = first[V];
    int *succ = malloc((E > 0 ? E : 1) * sizeof(int));
    for (int u = 0; u < V; u++) {
        for (int k = 0; k < deg[u]; k++) succ[first[u] + k] = adj[u][k];
        qsort(succ + first[u], deg[u], sizeof(int), cmpInt);
    }

    int *next = malloc(V * sizeof(int)); /* next[u]: index in succ of u's first unused edge */
    for (int u = 0; u < V; u++) next[u] = first[u];
    int *stack = malloc((E + 1) * sizeof(int));
    int top = 0, len = 0;
    stack[top++] = start;
    while (top > 0) {
        int u = stack[top - 1];
        if (next[u] < first[u + 1]) {
            stack[top++] = succ[next[u]++];
        } else {
            /* u has no unused edge left: it is final at this point of the circuit */
            circuit[len++] = stack[--top];
        }
    }
    for (int i = 0, j = len - 1; i < j; i++, j--) {
        int t = circuit[i];
        circuit[i] = circuit[j];
        circuit[j] = t;
    }
    free(first); free(succ); free(next); free(stack);
    return len;
}

/* The AlgoREval+ interface: the circuit's vertices in a malloc'd array the caller frees. */
int *findEulerianCircuit(const int *const *adj, int adjSize, const int *adjColSize, int start, int *returnSize) {
    int edges = 0;
    for (int u = 0; u < adjSize; u++) edges += adjColSize[u];
    int *circuit = malloc((edges + 1) * sizeof(int));
    *returnSize = findEulerianCircuitInto(adjSize, adj, adjColSize, start, circuit);
    return circuit;
}

int main(void) {
    static const int a0[] = {5}, a1[] = {5}, a2[] = {4}, a3[] = {5}, a4[] = {6, 3, 5}, a5[] = {4, 0, 6, 2},
                     a6[] = {1, 4};
    const int *const adj[] = {a0, a1, a2, a3, a4, a5, a6};
    const int deg[] = {1, 1, 1, 1, 3, 4, 2};
    int start = 3;
    int circuit[14];
    int len = findEulerianCircuitInto(7, adj, deg, start, circuit);
    for (int i = 0; i < len; i++) printf(i ? " %d" : "%d", circuit[i]);
    printf("\n");
    return 0;
}
