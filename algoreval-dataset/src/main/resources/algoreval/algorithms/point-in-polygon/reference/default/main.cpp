#include <iostream>
#include <vector>

struct Point {
    double x, y;
};

bool pointInPolygonOf(const std::vector<Point>& polygon, const Point& p) {
    bool inside = false;
    const size_t n = polygon.size();
    for (size_t i = 0, j = n - 1; i < n; j = i++) {
        const Point& a = polygon[i];
        const Point& b = polygon[j];
        // Count crossings of the ray going right from p; the half-open test counts a vertex
        // on the ray exactly once and skips horizontal edges.
        if ((a.y > p.y) != (b.y > p.y)) {
            double xCross = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
            if (p.x < xCross) inside = !inside;
        }
    }
    return inside;
}

// The AlgoREval+ interface: int coordinates, the point as its two coordinates.
bool pointInPolygon(const std::vector<std::pair<int, int>>& polygon, const std::vector<int>& point) {
    std::vector<Point> vertices;
    for (const auto& [x, y] : polygon) vertices.push_back({static_cast<double>(x), static_cast<double>(y)});
    return pointInPolygonOf(vertices, {static_cast<double>(point[0]), static_cast<double>(point[1])});
}

int main() {
    std::vector<Point> polygon = {{0, 0}, {8, 0}, {8, 6}, {6, 6}, {6, 2}, {4, 4}, {2, 2}, {2, 6}, {0, 6}};
    std::vector<Point> queries = {{1, 3}, {4, 1}, {4, 5}, {7, 4}, {3, 4}, {5, 2}, {9, 2}, {-1, 2},
                                  {3, 2}, {5, 6}, {-2, 0}, {4, 3}};
    for (const Point& q : queries) {
        std::cout << q.x << " " << q.y << " " << (pointInPolygonOf(polygon, q) ? "inside" : "outside") << "\n";
    }
    return 0;
}
