#include <stdbool.h>
#include <stdio.h>

typedef struct {
    double x, y;
} Point;

bool pointInPolygon(const Point *polygon, int n, Point p) {
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

int main(void) {
    Point polygon[] = {{0, 0}, {8, 0}, {8, 6}, {6, 6}, {6, 2}, {4, 4}, {2, 2}, {2, 6}, {0, 6}};
    Point queries[] = {{1, 3}, {4, 1}, {4, 5}, {7, 4}, {3, 4}, {5, 2}, {9, 2}, {-1, 2},
                       {3, 2}, {5, 6}, {-2, 0}, {4, 3}};
    int n = (int)(sizeof(polygon) / sizeof(polygon[0]));
    int numQueries = (int)(sizeof(queries) / sizeof(queries[0]));
    for (int k = 0; k < numQueries; k++) {
        Point q = queries[k];
        printf("%d %d %s\n", (int)q.x, (int)q.y, pointInPolygon(polygon, n, q) ? "inside" : "outside");
    }
    return 0;
}
