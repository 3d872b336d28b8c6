#include <math.h>
#include <stdio.h>
#include <string.h>

#define N 4

/* Solves A x = b by Gaussian elimination with partial pivoting; returns 0 on success,
   -1 if the matrix is singular. A and b are left unchanged. */
int gaussianElimination(const double A[N][N], const double b[N], double x[N]) {
    double M[N][N + 1];
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) M[i][j] = A[i][j];
        M[i][N] = b[i];
    }
    for (int col = 0; col < N; col++) {
        int pivot = col;
        for (int r = col + 1; r < N; r++) {
            if (fabs(M[r][col]) > fabs(M[pivot][col])) pivot = r;
        }
        if (M[pivot][col] == 0.0) return -1;
        if (pivot != col) {
            double tmp[N + 1];
            memcpy(tmp, M[col], sizeof tmp);
            memcpy(M[col], M[pivot], sizeof tmp);
            memcpy(M[pivot], tmp, sizeof tmp);
        }
        for (int r = col + 1; r < N; r++) {
            double factor = M[r][col] / M[col][col];
            for (int c = col; c <= N; c++) M[r][c] -= factor * M[col][c];
        }
    }
    for (int i = N - 1; i >= 0; i--) {
        double s = M[i][N];
        for (int j = i + 1; j < N; j++) s -= M[i][j] * x[j];
        x[i] = s / M[i][i];
    }
    return 0;
}

int main(void) {
    const double A[N][N] = {{0, 2, -1, 3},
                            {4, -1, 2, 1},
                            {-2, 3, 5, -4},
                            {1, 1, -3, 2}};
    const double b[N] = {5, 7, -3, 6};
    double x[N];
    if (gaussianElimination(A, b, x) != 0) return 1;
    for (int i = 0; i < N; i++) {
        char buf[64];
        snprintf(buf, sizeof buf, "%.4f", x[i]);
        printf("%s\n", strcmp(buf, "-0.0000") == 0 ? "0.0000" : buf);
    }
    return 0;
}
