#include <iostream>
#include <tuple>
#include <utility>
#include <vector>

// Returns (g, x, y) with g = gcd(a, b) and a*x + b*y = g.
std::tuple<long long, long long, long long> extendedGcd(long long a, long long b) {
    // invariants: oldR = a*oldX + b*oldY and r = a*x + b*y
    long long oldR = a, r = b, oldX = 1, x = 0, oldY = 0, y = 1;
    while (r != 0) {
        long long q = oldR / r;
        oldR = std::exchange(r, oldR - q * r);
        oldX = std::exchange(x, oldX - q * x);
        oldY = std::exchange(y, oldY - q * y);
    }
    return {oldR, oldX, oldY};
}

int main() {
    std::vector<std::pair<long long, long long>> pairs = {
        {240, 46}, {17, 3120}, {1071, 462}, {12, 36}, {36, 12}, {0, 7}, {123456789, 9876543}};
    for (const auto& [a, b] : pairs) {
        auto [g, x, y] = extendedGcd(a, b);
        // normalize to the unique solution with 0 <= x < b/g
        long long step = b / g;
        long long xNorm = ((x % step) + step) % step;
        long long yNorm = (g - a * xNorm) / b;
        std::cout << g << ' ' << xNorm << ' ' << yNorm << '\n';
    }
    return 0;
}
