#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    double x, y;
} Point;

static bool pointInPolygonOf(const Point *polygon, int n, Point p) {
    bool inside = false;
    for (int i = 0, j = n - 1; i < n; j = i++) {
        Point a = polygon[i], b = polygon[j];
        /* Count crossings of the ray going right from p; the half-open test counts a vertex
           on the ray exactly once and skips horizontal edges. */
        if ((a.y > p.y) != (b.y > p.y)) {
            double xCross = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
            if (p.x < xCross) inside = !inside;
        }
    }
    return inside;
}

/* The AlgoREval+ interface: int rows for the polygon, the point as its two coordinates. */
bool pointInPolygon(const int polygon[][2], int polygonSize, const int *point, int pointSize) {
    (void)pointSize;
    Point *vertices = malloc((size_t)(polygonSize > 0 ? polygonSize : 1) * sizeof(Point));
    for (int i = 0; i < polygonSize; i++) {
        vertices[i].x = polygon[i][0];
        vertices[i].y = polygon[i][1];
    }
    Point p = {point[0], point[1]};
    bool inside = pointInPolygonOf(vertices, polygonSize, p);
    free(vertices);
    return inside;
}

int main(void) {
    Point polygon[] = {{0, 0}, {8, 0}, {8, 6}, {6, 6}, {6, 2}, {4, 4}, {2, 2}, {2, 6}, {0, 6}};
    Point queries[] = {{1, 3}, {4, 1}, {4, 5}, {7, 4}, {3, 4}, {5, 2}, {9, 2}, {-1, 2},
                       {3, 2}, {5, 6}, {-2, 0}, {4, 3}};
    int n = (int)(sizeof(polygon) / sizeof(polygon[0]));
    int numQueries = (int)(sizeof(queries) / sizeof(queries[0]));
    for (int k = 0; k < numQueries; k++) {
        Point q = queries[k];
        printf("%d %d %s\n", (int)q.x, (int)q.y, pointInPolygonOf(polygon, n, q) ? "inside" : "outside");
    }
    return 0;
}
