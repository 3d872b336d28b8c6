#include <stdio.h>
#include <stdlib.h>

static int cmpInt(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* Writes the E + 1 vertices of the circuit into circuit and returns how many were written. */
int findEulerianCircuitInto(int V, const int edges[][2], int E, int start, int *circuit) {
    /* successors of u: succ[first[u] .. first[u+1]-1], sorted */
    int *first = calloc(V + 1, sizeof(int));
    int *succ = malloc((E > 0 ? E : 1) * sizeof(int));
    for (int i = 0; i < E; i++) first[edges[i][0] + 1]++;
    for (int u = 0; u < V; u++) first[u + 1] += first[u];
    int *fill = malloc(V * sizeof(int));
    for (int u = 0; u < V; u++) fill[u] = first[u];
    for (int i = 0; i < E; i++) succ[fill[edges[i][0]]++] = edges[i][1];
    for (int u = 0; u < V; u++) qsort(succ + first[u], first[u + 1] - first[u], sizeof(int), cmpInt);

    int *next = fill; /* next[u]: index in succ of u's first unused edge */
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
    free(first); free(succ); free(fill); free(stack);
    return len;
}

/* The AlgoREval+ interface: the circuit's vertices in a malloc'd array the caller frees. */
int *findEulerianCircuit(int V, const int edges[][2], int edgesSize, int start, int *returnSize) {
    int *circuit = malloc((edgesSize + 1) * sizeof(int));
    *returnSize = findEulerianCircuitInto(V, edges, edgesSize, start, circuit);
    return circuit;
}

int main(void) {
    int V = 7;
    const int edges[][2] = {{5, 4}, {0, 5}, {4, 6}, {1, 5}, {5, 0}, {2, 4}, {6, 1},
                            {4, 3}, {5, 6}, {3, 5}, {6, 4}, {5, 2}, {4, 5}};
    int E = sizeof(edges) / sizeof(edges[0]);
    int start = 3;
    int circuit[14];
    int len = findEulerianCircuitInto(V, edges, E, start, circuit);
    for (int i = 0; i < len; i++) printf(i ? " %d" : "%d", circuit[i]);
    printf("\n");
    return 0;
}
