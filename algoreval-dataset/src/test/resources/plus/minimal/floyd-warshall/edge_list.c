/* Contract-minimal: int weights as the contract states them, path sums in long long because it says
   distances may need 64 bits; the plain triple loop. */
#include <math.h>
#include <stdlib.h>

double **floydWarshall(int n, const int edges[][3], int edgesSize, int *returnSize, int **returnColumnSizes) {
    long long *d = malloc(sizeof(long long) * (n > 0 ? n * n : 1));
    char *has = calloc(n > 0 ? n * n : 1, 1);
    for (int i = 0; i < n; i++) {
        d[i * n + i] = 0;
        has[i * n + i] = 1;
    }
    for (int e = 0; e < edgesSize; e++) {
        int u = edges[e][0], v = edges[e][1];
        if (!has[u * n + v] || edges[e][2] < d[u * n + v]) {
            d[u * n + v] = edges[e][2];
            has[u * n + v] = 1;
        }
    }
    for (int k = 0; k < n; k++) {
        for (int i = 0; i < n; i++) {
            if (!has[i * n + k]) {
                continue;
            }
            for (int j = 0; j < n; j++) {
                if (has[k * n + j] && (!has[i * n + j] || d[i * n + k] + d[k * n + j] < d[i * n + j])) {
                    d[i * n + j] = d[i * n + k] + d[k * n + j];
                    has[i * n + j] = 1;
                }
            }
        }
    }
    double **out = malloc(sizeof(double *) * (n > 0 ? n : 1));
    *returnColumnSizes = malloc(sizeof(int) * (n > 0 ? n : 1));
    for (int i = 0; i < n; i++) {
        out[i] = malloc(sizeof(double) * n);
        (*returnColumnSizes)[i] = n;
        for (int j = 0; j < n; j++) {
            out[i][j] = has[i * n + j] ? (double) d[i * n + j] : INFINITY;
        }
    }
    free(d);
    free(has);
    *returnSize = n;
    return out;
}

int main(void) {
    return 0;
}
