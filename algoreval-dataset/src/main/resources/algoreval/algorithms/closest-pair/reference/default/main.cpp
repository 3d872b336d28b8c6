#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>
#include <vector>

using Point = std::pair<long long, long long>;  // (x, y)

static long long dist2(const Point& a, const Point& b) {
    long long dx = a.first - b.first, dy = a.second - b.second;
    return dx * dx + dy * dy;
}

class ClosestPairSolver {
public:
    explicit ClosestPairSolver(std::vector<Point> pts) : pts_(std::move(pts)) {
        std::sort(pts_.begin(), pts_.end());  // by x, then y
        best_ = {pts_[0], pts_[1]};
        bestD2_ = dist2(pts_[0], pts_[1]);
        solve(0, static_cast<int>(pts_.size()));
    }

    std::pair<Point, Point> best() const { return best_; }

private:
    std::vector<Point> pts_;
    std::pair<Point, Point> best_;
    long long bestD2_;

    void consider(const Point& a, const Point& b) {
        long long d = dist2(a, b);
        if (d < bestD2_) {
            bestD2_ = d;
            best_ = {a, b};
        }
    }

    void solve(int lo, int hi) {
        if (hi - lo <= 3) {
            for (int i = lo; i < hi; i++)
                for (int j = i + 1; j < hi; j++) consider(pts_[i], pts_[j]);
            return;
        }
        int mid = (lo + hi) / 2;
        long long midX = pts_[mid].first;
        solve(lo, mid);
        solve(mid, hi);
        std::vector<Point> strip;
        for (int i = lo; i < hi; i++) {
            long long dx = pts_[i].first - midX;
            if (dx * dx < bestD2_) strip.push_back(pts_[i]);
        }
        std::sort(strip.begin(), strip.end(), [](const Point& a, const Point& b) { return a.second < b.second; });
        for (size_t i = 0; i < strip.size(); i++) {
            for (size_t j = i + 1; j < strip.size(); j++) {
                long long dy = strip[j].second - strip[i].second;
                if (dy * dy >= bestD2_) break;
                consider(strip[i], strip[j]);
            }
        }
    }
};

std::pair<Point, Point> closestPairOf(const std::vector<Point>& points) {
    return ClosestPairSolver(points).best();
}

// The AlgoREval+ interface: int coordinates in, the two points as a list.
std::vector<std::pair<int, int>> closestPair(const std::vector<std::pair<int, int>>& points) {
    auto [p, q] = closestPairOf(std::vector<Point>(points.begin(), points.end()));
    return {{static_cast<int>(p.first), static_cast<int>(p.second)}, {static_cast<int>(q.first), static_cast<int>(q.second)}};
}

int main() {
    std::vector<Point> points = {{3, 9}, {-4, 2}, {7, -3}, {0, 0}, {12, 5}, {-6, -7}, {4, 3}, {9, 10},
                                 {-2, 8}, {5, 1}, {1, -5}, {10, -8}, {-9, 3}, {4, -6}, {8, 4}, {-7, -3}};
    auto [p, q] = closestPairOf(points);
    if (q < p) std::swap(p, q);
    std::printf("%.4f\n", std::sqrt(static_cast<double>(dist2(p, q))));
    std::printf("%lld %lld\n", p.first, p.second);
    std::printf("%lld %lld\n", q.first, q.second);
    return 0;
}
