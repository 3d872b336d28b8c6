#include <algorithm>
#include <iostream>
#include <vector>

using Point = std::pair<long long, long long>;

long long cross(const Point &o, const Point &a, const Point &b) {
    return (a.first - o.first) * (b.second - o.second) - (a.second - o.second) * (b.first - o.first);
}

std::vector<Point> convexHull(std::vector<Point> points) {
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    int n = static_cast<int>(points.size());
    if (n <= 2) return points;

    std::vector<Point> hull(2 * n);
    int k = 0;
    for (int i = 0; i < n; i++) {
        while (k >= 2 && cross(hull[k - 2], hull[k - 1], points[i]) <= 0) k--;
        hull[k++] = points[i];
    }
    for (int i = n - 2, lowerSize = k + 1; i >= 0; i--) {
        while (k >= lowerSize && cross(hull[k - 2], hull[k - 1], points[i]) <= 0) k--;
        hull[k++] = points[i];
    }
    hull.resize(k - 1);
    return hull;
}

int main() {
    std::vector<Point> points = {{0, 3}, {2, 2}, {4, 4}, {0, 0}, {1, 2}, {3, 1}, {3, 3},
                                 {2, 0}, {4, 0}, {0, 3}, {4, 2}, {-1, 2}, {2, 2}};
    for (const auto &[x, y] : convexHull(points)) {
        std::cout << x << ' ' << y << '\n';
    }
    return 0;
}
