#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 4

/* Solves A x = b (n x n, given row by row) by Gaussian elimination with partial pivoting; returns 0
   on success, -1 if the matrix is singular. A and b are left unchanged. */
static int solve(int n, const double *const *A, const double *b, double *x) {
    double **M = malloc((size_t)(n > 0 ? n : 1) * sizeof *M);
    for (int i = 0; i < n; i++) {
        M[i] = malloc((size_t)(n + 1) * sizeof **M);
        for (int j = 0; j < n; j++) M[i][j] = A[i][j];
        M[i][n] = b[i];
    }
    int status = 0;
    for (int col = 0; col < n && status == 0; col++) {
        int pivot = col;
        for (int r = col + 1; r < n; r++) {
            if (fabs(M[r][col]) > fabs(M[pivot][col])) pivot = r;
        }
        if (M[pivot][col] == 0.0) {
            status = -1;
            break;
        }
        double *tmp = M[col];
        M[col] = M[pivot];
        M[pivot] = tmp;
        for (int r = col + 1; r < n; r++) {
            double factor = M[r][col] / M[col][col];
            for (int c = col; c <= n; c++) M[r][c] -= factor * M[col][c];
        }
    }
    for (int i = n - 1; i >= 0 && status == 0; i--) {
        double s = M[i][n];
        for (int j = i + 1; j < n; j++) s -= M[i][j] * x[j];
        x[i] = s / M[i][i];
    }
    for (int i = 0; i < n; i++) free(M[i]);
    free(M);
    return status;
}

/* The AlgoREval+ interface: the solution as a malloc'd array of n values, NULL if A is singular. */
double *gaussianElimination(const double *const *A, int ASize, const int *AColSize, const double *b, int bSize,
                            int *returnSize) {
    (void)AColSize;
    (void)bSize;
    double *x = malloc((size_t)(ASize > 0 ? ASize : 1) * sizeof *x);
    if (solve(ASize, A, b, x) != 0) {
        free(x);
        *returnSize = 0;
        return NULL;
    }
    *returnSize = ASize;
    return x;
}

int main(void) {
    const double A[N][N] = {{0, 2, -1, 3},
                            {4, -1, 2, 1},
                            {-2, 3, 5, -4},
                            {1, 1, -3, 2}};
    const double b[N] = {5, 7, -3, 6};
    const double *rows[N] = {A[0], A[1], A[2], A[3]};
    double x[N];
    if (solve(N, rows, b, x) != 0) return 1;
    for (int i = 0; i < N; i++) {
        char buf[64];
        snprintf(buf, sizeof buf, "%.4f", x[i]);
        printf("%s\n", strcmp(buf, "-0.0000") == 0 ? "0.0000" : buf);
    }
    return 0;
}
