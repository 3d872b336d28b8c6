#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* Vertex 2*(i-1) is the literal x_i and vertex 2*(i-1)+1 is NOT x_i, so v ^ 1 negates vertex v. */
static int vertex(int literal) {
    return literal < 0 ? 2 * (-literal - 1) + 1 : 2 * (literal - 1);
}

/* The implication graph in compressed form: the successors of v are to[start[v] .. start[v + 1]). */
typedef struct {
    int *start, *to;
} Graph;

/* Tarjan's SCC algorithm; components get numbers in reverse topological order. */
typedef struct {
    const Graph *g;
    int *index, *low, *comp, *stack;
    int top, counter, count;
} Tarjan;

static void strongConnect(Tarjan *t, int v) {
    t->index[v] = t->low[v] = t->counter++;
    t->stack[t->top++] = v;
    for (int i = t->g->start[v]; i < t->g->start[v + 1]; i++) {
        int w = t->g->to[i];
        if (t->index[w] == -1) {
            strongConnect(t, w);
            if (t->low[w] < t->low[v]) t->low[v] = t->low[w];
        } else if (t->comp[w] == -1 && t->index[w] < t->low[v]) { /* w is still on the stack */
            t->low[v] = t->index[w];
        }
    }
    if (t->low[v] == t->index[v]) {
        int w;
        do {
            w = t->stack[--t->top];
            t->comp[w] = t->count;
        } while (w != v);
        t->count++;
    }
}

/* clauses[k] = {a, b} means (a OR b). Returns whether the formula is satisfiable; if it is,
   assignment[i - 1] receives the value of x_i. */
bool twoSatInto(int n, const int clauses[][2], int m, bool *assignment) {
    int size = 2 * n;
    Graph g = {calloc(size + 1, sizeof(int)), malloc((2 * m > 0 ? 2 * m : 1) * sizeof(int))};
    /* (a OR b) is equivalent to (NOT a -> b) and (NOT b -> a) */
    for (int k = 0; k < m; k++) {
        g.start[(vertex(clauses[k][0]) ^ 1) + 1]++;
        g.start[(vertex(clauses[k][1]) ^ 1) + 1]++;
    }
    for (int v = 0; v < size; v++) g.start[v + 1] += g.start[v];
    int *fill = malloc((size > 0 ? size : 1) * sizeof(int));
    for (int v = 0; v < size; v++) fill[v] = g.start[v];
    for (int k = 0; k < m; k++) {
        int a = vertex(clauses[k][0]), b = vertex(clauses[k][1]);
        g.to[fill[a ^ 1]++] = b;
        g.to[fill[b ^ 1]++] = a;
    }
    free(fill);

    Tarjan t = {.g = &g,
                .index = malloc(size * sizeof(int)),
                .low = malloc(size * sizeof(int)),
                .comp = malloc(size * sizeof(int)),
                .stack = malloc(size * sizeof(int)),
                .top = 0, .counter = 0, .count = 0};
    for (int v = 0; v < size; v++) t.index[v] = t.comp[v] = -1;
    for (int v = 0; v < size; v++)
        if (t.index[v] == -1) strongConnect(&t, v);

    bool satisfiable = true;
    for (int i = 0; i < n && satisfiable; i++) {
        if (t.comp[2 * i] == t.comp[2 * i + 1]) {
            satisfiable = false; /* x_i and NOT x_i imply each other */
        } else {
            /* x_i is true when its component comes after the one of NOT x_i in topological order */
            assignment[i] = t.comp[2 * i] < t.comp[2 * i + 1];
        }
    }
    free(t.index);
    free(t.low);
    free(t.comp);
    free(t.stack);
    free(g.start);
    free(g.to);
    return satisfiable;
}

/* The interface's form: the malloc'd assignment, or NULL when the formula is unsatisfiable. */
bool *twoSat(int n, const int clauses[][2], int clausesSize, int *returnSize) {
    bool *assignment = malloc((n > 0 ? n : 1) * sizeof(bool));
    if (!twoSatInto(n, clauses, clausesSize, assignment)) {
        free(assignment);
        *returnSize = 0;
        return NULL;
    }
    *returnSize = n;
    return assignment;
}

static void solveAndPrint(int n, const int clauses[][2], int m) {
    bool *assignment = malloc(n * sizeof(bool));
    if (!twoSatInto(n, clauses, m, assignment)) {
        printf("UNSATISFIABLE\n");
    } else {
        printf("SATISFIABLE\n");
        for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", assignment[i] ? 1 : 0);
        printf("\n");
    }
    free(assignment);
}

int main(void) {
    int n1 = 6;
    const int clauses1[][2] = {{4, -6}, {2, -6}, {-4, 3}, {4, -5}, {1, -3}, {-2, 6}, {-4, 5}, {2, 5}, {-5, -2}};
    int n2 = 4;
    const int clauses2[][2] = {{1, 2}, {3, -2}, {3, 4}, {-2, -1}, {-4, -3}, {-3, 2}, {-1, -4}, {4, 1}};
    solveAndPrint(n1, clauses1, sizeof(clauses1) / sizeof(clauses1[0]));
    solveAndPrint(n2, clauses2, sizeof(clauses2) / sizeof(clauses2[0]));
    return 0;
}
