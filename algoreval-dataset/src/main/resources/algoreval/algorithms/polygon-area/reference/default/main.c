#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long long x, y;
} Point;

/* Shoelace formula; the result does not depend on the orientation of the vertices. */
static double polygonAreaOf(const Point *vertices, int n) {
    long long twiceSigned = 0;
    for (int i = 0; i < n; i++) {
        Point a = vertices[i], b = vertices[(i + 1) % n];
        twiceSigned += a.x * b.y - b.x * a.y;
    }
    return llabs(twiceSigned) / 2.0;
}

/* The AlgoREval+ interface: the vertices as int rows. */
double polygonArea(const int vertices[][2], int verticesSize) {
    Point *points = malloc((size_t)(verticesSize > 0 ? verticesSize : 1) * sizeof(Point));
    for (int i = 0; i < verticesSize; i++) {
        points[i].x = vertices[i][0];
        points[i].y = vertices[i][1];
    }
    double area = polygonAreaOf(points, verticesSize);
    free(points);
    return area;
}

int main(void) {
    Point p1[] = {{-3, -2}, {5, -1}, {4, 4}, {1, 1}, {-2, 5}};
    Point p2[] = {{0, 0}, {0, 7}, {3, 3}, {6, 6}, {7, -2}};
    Point p3[] = {{0, 0}, {8, 0}, {8, 6}, {6, 6}, {6, 2}, {4, 4}, {2, 2}, {2, 6}, {0, 6}};
    const Point *polygons[] = {p1, p2, p3};
    int sizes[] = {5, 5, 9};
    for (int k = 0; k < 3; k++) {
        printf("%.1f\n", polygonAreaOf(polygons[k], sizes[k]));
    }
    return 0;
}
