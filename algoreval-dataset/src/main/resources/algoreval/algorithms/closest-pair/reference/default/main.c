#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    long long x, y;
} Point;

typedef struct {
    long long d2; /* squared distance of the best pair so far */
    Point p, q;
} Best;

static long long dist2(Point a, Point b) {
    return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);
}

static int byXThenY(const void *a, const void *b) {
    const Point *p = a, *q = b;
    if (p->x != q->x) return p->x < q->x ? -1 : 1;
    if (p->y != q->y) return p->y < q->y ? -1 : 1;
    return 0;
}

static int byY(const void *a, const void *b) {
    const Point *p = a, *q = b;
    return (p->y > q->y) - (p->y < q->y);
}

static void consider(Best *best, Point a, Point b) {
    long long d = dist2(a, b);
    if (d < best->d2) {
        best->d2 = d;
        best->p = a;
        best->q = b;
    }
}

static void solve(const Point *pts, int lo, int hi, Point *strip, Best *best) {
    if (hi - lo <= 3) {
        for (int i = lo; i < hi; i++)
            for (int j = i + 1; j < hi; j++) consider(best, pts[i], pts[j]);
        return;
    }
    int mid = (lo + hi) / 2;
    long long midX = pts[mid].x;
    solve(pts, lo, mid, strip, best);
    solve(pts, mid, hi, strip, best);
    int m = 0;
    for (int i = lo; i < hi; i++) {
        long long dx = pts[i].x - midX;
        if (dx * dx < best->d2) strip[m++] = pts[i];
    }
    qsort(strip, (size_t)m, sizeof(Point), byY);
    for (int i = 0; i < m; i++) {
        for (int j = i + 1; j < m; j++) {
            long long dy = strip[j].y - strip[i].y;
            if (dy * dy >= best->d2) break;
            consider(best, strip[i], strip[j]);
        }
    }
}

/* Stores the closest pair of points[0..n-1] (n >= 2) in *p and *q. */
static void closestPairInto(const Point *points, int n, Point *p, Point *q) {
    Point *pts = malloc((size_t)n * sizeof(Point));
    Point *strip = malloc((size_t)n * sizeof(Point));
    memcpy(pts, points, (size_t)n * sizeof(Point));
    qsort(pts, (size_t)n, sizeof(Point), byXThenY);
    Best best = {dist2(pts[0], pts[1]), pts[0], pts[1]};
    solve(pts, 0, n, strip, &best);
    *p = best.p;
    *q = best.q;
    free(pts);
    free(strip);
}

/* The AlgoREval+ interface: int rows in, the two points as a malloc'd 2 x 2 result. */
int **closestPair(const int points[][2], int pointsSize, int *returnSize, int **returnColumnSizes) {
    Point *pts = malloc((size_t)pointsSize * sizeof(Point));
    for (int i = 0; i < pointsSize; i++) {
        pts[i].x = points[i][0];
        pts[i].y = points[i][1];
    }
    Point pair[2];
    closestPairInto(pts, pointsSize, &pair[0], &pair[1]);
    free(pts);
    int **result = malloc(2 * sizeof(int *));
    *returnColumnSizes = malloc(2 * sizeof(int));
    for (int i = 0; i < 2; i++) {
        result[i] = malloc(2 * sizeof(int));
        result[i][0] = (int)pair[i].x;
        result[i][1] = (int)pair[i].y;
        (*returnColumnSizes)[i] = 2;
    }
    *returnSize = 2;
    return result;
}

int main(void) {
    Point points[] = {{3, 9}, {-4, 2}, {7, -3}, {0, 0}, {12, 5}, {-6, -7}, {4, 3}, {9, 10},
                      {-2, 8}, {5, 1}, {1, -5}, {10, -8}, {-9, 3}, {4, -6}, {8, 4}, {-7, -3}};
    int n = (int)(sizeof(points) / sizeof(points[0]));
    Point p, q;
    closestPairInto(points, n, &p, &q);
    if (byXThenY(&q, &p) < 0) {
        Point t = p;
        p = q;
        q = t;
    }
    printf("%.4f\n", sqrt((double)dist2(p, q)));
    printf("%lld %lld\n", p.x, p.y);
    printf("%lld %lld\n", q.x, q.y);
    return 0;
}
