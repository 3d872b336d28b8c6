#include <algorithm>
#include <iostream>
#include <vector>

using Point = std::pair<long long, long long>;

long long cross(const Point &o, const Point &a, const Point &b) {
    return (a.first - o.first) * (b.second - o.second) - (a.second - o.second) * (b.first - o.first);
}

std::vector<Point> convexHullOf(std::vector<Point> points) {
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

// The AlgoREval+ interface: int coordinates in and out.
std::vector<std::pair<int, int>> convexHull(const std::vector<std::pair<int, int>>& points) {
    std::vector<std::pair<int, int>> hull;
    for (const auto &[x, y] : convexHullOf(std::vector<Point>(points.begin(), points.end()))) {
        hull.emplace_back(static_cast<int>(x), static_cast<int>(y));
    }
    return hull;
}

int main() {
    std::vector<Point> points = {{0, 3}, {2, 2}, {4, 4}, {0, 0}, {1, 2}, {3, 1}, {3, 3},
                                 {2, 0}, {4, 0}, {0, 3}, {4, 2}, {-1, 2}, {2, 2}};
    for (const auto &[x, y] : convexHullOf(points)) {
        std::cout << x << ' ' << y << '\n';
    }
    return 0;
}
