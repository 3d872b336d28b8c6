/* Contract-minimal: Andrew's monotone chain (the stated O(n log n)), int coordinates as stated, cross
   products in long long because the contract says they need 64 bits; collinear points dropped. */
#include <stdlib.h>

static int compare(const void *a, const void *b) {
    const int *p = a, *q = b;
    if (p[0] != q[0]) {
        return p[0] < q[0] ? -1 : 1;
    }
    return p[1] < q[1] ? -1 : p[1] > q[1];
}

static long long cross(const int *o, const int *a, const int *b) {
    return (long long) (a[0] - o[0]) * (b[1] - o[1]) - (long long) (a[1] - o[1]) * (b[0] - o[0]);
}

int **convexHull(const int points[][2], int pointsSize, int *returnSize, int **returnColumnSizes) {
    int (*p)[2] = malloc(sizeof(int[2]) * pointsSize);
    for (int i = 0; i < pointsSize; i++) {
        p[i][0] = points[i][0];
        p[i][1] = points[i][1];
    }
    qsort(p, pointsSize, sizeof(int[2]), compare);
    int (*hull)[2] = malloc(sizeof(int[2]) * (2 * pointsSize + 1));
    int k = 0;
    for (int i = 0; i < pointsSize; i++) {
        while (k >= 2 && cross(hull[k - 2], hull[k - 1], p[i]) <= 0) {
            k--;
        }
        hull[k][0] = p[i][0], hull[k][1] = p[i][1], k++;
    }
    for (int i = pointsSize - 2, lower = k + 1; i >= 0; i--) {
        while (k >= lower && cross(hull[k - 2], hull[k - 1], p[i]) <= 0) {
            k--;
        }
        hull[k][0] = p[i][0], hull[k][1] = p[i][1], k++;
    }
    int size = k - 1; /* the last point repeats the first */
    int **out = malloc(sizeof(int *) * size);
    *returnColumnSizes = malloc(sizeof(int) * size);
    for (int i = 0; i < size; i++) {
        out[i] = malloc(sizeof(int) * 2);
        out[i][0] = hull[i][0];
        out[i][1] = hull[i][1];
        (*returnColumnSizes)[i] = 2;
    }
    free(p);
    free(hull);
    *returnSize = size;
    return out;
}

int main(void) {
    return 0;
}
