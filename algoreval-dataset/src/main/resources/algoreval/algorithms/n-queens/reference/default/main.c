#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 16

typedef struct {
    int n;
    int count;
    int capacity;
    int *cells; /* solution k occupies cells[k * n .. k * n + n - 1] */
} Solutions;

static void place(int n, int row, int *cols, int *usedCol, int *diag, int *anti, Solutions *out) {
    if (row == n) {
        if (out->count == out->capacity) {
            out->capacity = out->capacity ? 2 * out->capacity : 16;
            out->cells = realloc(out->cells, (size_t)out->capacity * (size_t)n * sizeof(int));
        }
        memcpy(out->cells + (size_t)out->count * (size_t)n, cols, (size_t)n * sizeof(int));
        out->count++;
        return;
    }
    for (int c = 0; c < n; c++) {
        /* diag is indexed by row - c + n - 1, anti by row + c */
        if (usedCol[c] || diag[row - c + n - 1] || anti[row + c]) continue;
        cols[row] = c;
        usedCol[c] = diag[row - c + n - 1] = anti[row + c] = 1;
        place(n, row + 1, cols, usedCol, diag, anti, out);
        usedCol[c] = diag[row - c + n - 1] = anti[row + c] = 0;
    }
}

/* Returns all solutions of the n-queens problem (n <= MAXN); entry r of a solution is the column in row r. */
static Solutions solveNQueensAll(int n) {
    Solutions out = {n, 0, 0, NULL};
    int cols[MAXN], usedCol[MAXN] = {0}, diag[2 * MAXN] = {0}, anti[2 * MAXN] = {0};
    place(n, 0, cols, usedCol, diag, anti, &out);
    return out;
}

/* The AlgoREval+ interface: the solutions as malloc'd rows of n columns. */
int **solveNQueens(int n, int *returnSize, int **returnColumnSizes) {
    Solutions all = solveNQueensAll(n);
    int **rows = malloc((size_t)(all.count > 0 ? all.count : 1) * sizeof(int *));
    *returnColumnSizes = malloc((size_t)(all.count > 0 ? all.count : 1) * sizeof(int));
    for (int k = 0; k < all.count; k++) {
        rows[k] = malloc((size_t)n * sizeof(int));
        memcpy(rows[k], all.cells + (size_t)k * (size_t)n, (size_t)n * sizeof(int));
        (*returnColumnSizes)[k] = n;
    }
    *returnSize = all.count;
    free(all.cells);
    return rows;
}

static int solutionLength;

static int compareSolutions(const void *a, const void *b) {
    const int *x = a, *y = b;
    for (int i = 0; i < solutionLength; i++) {
        if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    }
    return 0;
}

int main(void) {
    int sizes[] = {4, 5, 6, 7, 8};
    for (int k = 0; k < 5; k++) {
        Solutions s = solveNQueensAll(sizes[k]);
        printf("%d %d\n", sizes[k], s.count);
        free(s.cells);
    }
    Solutions six = solveNQueensAll(6);
    solutionLength = six.n;
    qsort(six.cells, (size_t)six.count, (size_t)six.n * sizeof(int), compareSolutions);
    for (int k = 0; k < six.count; k++) {
        for (int i = 0; i < six.n; i++) printf(i ? " %d" : "%d", six.cells[k * six.n + i]);
        printf("\n");
    }
    free(six.cells);
    return 0;
}
