#include <cstdio>
#include <cstdlib>
#include <utility>
#include <vector>

using Point = std::pair<long long, long long>;  // (x, y)

// Shoelace formula; the result does not depend on the orientation of the vertices.
double polygonAreaOf(const std::vector<Point>& vertices) {
    long long twiceSigned = 0;
    const size_t n = vertices.size();
    for (size_t i = 0; i < n; i++) {
        const auto& [x1, y1] = vertices[i];
        const auto& [x2, y2] = vertices[(i + 1) % n];
        twiceSigned += x1 * y2 - x2 * y1;
    }
    return std::llabs(twiceSigned) / 2.0;
}

// The AlgoREval+ interface: int coordinates.
double polygonArea(const std::vector<std::pair<int, int>>& vertices) {
    return polygonAreaOf(std::vector<Point>(vertices.begin(), vertices.end()));
}

int main() {
    std::vector<std::vector<Point>> polygons = {
        {{-3, -2}, {5, -1}, {4, 4}, {1, 1}, {-2, 5}},
        {{0, 0}, {0, 7}, {3, 3}, {6, 6}, {7, -2}},
        {{0, 0}, {8, 0}, {8, 6}, {6, 6}, {6, 2}, {4, 4}, {2, 2}, {2, 6}, {0, 6}},
    };
    for (const auto& vertices : polygons) {
        std::printf("%.1f\n", polygonAreaOf(vertices));
    }
    return 0;
}
