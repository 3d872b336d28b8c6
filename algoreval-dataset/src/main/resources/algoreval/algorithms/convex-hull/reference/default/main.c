#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long long x, y;
} Point;

static int cmpPoint(const void *a, const void *b) {
    const Point *p = a, *q = b;
    if (p->x != q->x) return p->x < q->x ? -1 : 1;
    if (p->y != q->y) return p->y < q->y ? -1 : 1;
    return 0;
}

static long long cross(Point o, Point a, Point b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/* Writes the hull vertices into hull (capacity >= 2 * n) and returns their count. */
static int convexHullInto(const Point *points, int n, Point *hull) {
    Point *pts = malloc((size_t)(n > 0 ? n : 1) * sizeof(Point));
    int m = 0;
    for (int i = 0; i < n; i++) pts[i] = points[i];
    qsort(pts, (size_t)n, sizeof(Point), cmpPoint);
    for (int i = 0; i < n; i++) {
        if (m == 0 || cmpPoint(&pts[m - 1], &pts[i]) != 0) pts[m++] = pts[i];
    }
    if (m <= 2) {
        for (int i = 0; i < m; i++) hull[i] = pts[i];
        free(pts);
        return m;
    }

    int k = 0;
    for (int i = 0; i < m; i++) {
        while (k >= 2 && cross(hull[k - 2], hull[k - 1], pts[i]) <= 0) k--;
        hull[k++] = pts[i];
    }
    int lowerSize = k + 1;
    for (int i = m - 2; i >= 0; i--) {
        while (k >= lowerSize && cross(hull[k - 2], hull[k - 1], pts[i]) <= 0) k--;
        hull[k++] = pts[i];
    }
    free(pts);
    return k - 1;
}

/* The AlgoREval+ interface: int rows in, the hull's vertices as malloc'd rows. */
int **convexHull(const int points[][2], int pointsSize, int *returnSize, int **returnColumnSizes) {
    Point *pts = malloc((size_t)(pointsSize > 0 ? pointsSize : 1) * sizeof(Point));
    Point *hull = malloc((size_t)(2 * pointsSize + 1) * sizeof(Point));
    for (int i = 0; i < pointsSize; i++) {
        pts[i].x = points[i][0];
        pts[i].y = points[i][1];
    }
    int h = convexHullInto(pts, pointsSize, hull);
    int **result = malloc((size_t)(h > 0 ? h : 1) * sizeof(int *));
    *returnColumnSizes = malloc((size_t)(h > 0 ? h : 1) * sizeof(int));
    for (int i = 0; i < h; i++) {
        result[i] = malloc(2 * sizeof(int));
        result[i][0] = (int)hull[i].x;
        result[i][1] = (int)hull[i].y;
        (*returnColumnSizes)[i] = 2;
    }
    *returnSize = h;
    free(pts);
    free(hull);
    return result;
}

int main(void) {
    Point points[] = {{0, 3}, {2, 2}, {4, 4}, {0, 0}, {1, 2}, {3, 1}, {3, 3},
                      {2, 0}, {4, 0}, {0, 3}, {4, 2}, {-1, 2}, {2, 2}};
    int n = (int)(sizeof(points) / sizeof(points[0]));
    Point hull[2 * (sizeof(points) / sizeof(points[0]))];
    int h = convexHullInto(points, n, hull);
    for (int i = 0; i < h; i++) printf("%lld %lld\n", hull[i].x, hull[i].y);
    return 0;
}
