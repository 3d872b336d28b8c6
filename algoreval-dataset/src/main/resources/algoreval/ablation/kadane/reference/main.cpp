#include <array>
#include <iostream>
#include <vector>

std::array<long long, 3> solve(const std::vector<int>& a) {
    long long running = 0;
    long long start = 0;
    std::array<long long, 3> best = {0, 0, 0};
    for (size_t i = 0; i < a.size(); i++) {
        if (running < 0) {
            running = 0;
            start = static_cast<long long>(i);
        }
        running += a[i];
        if (i == 0 || running > best[0]) best = {running, start, static_cast<long long>(i)};
    }
    return best;
}

int main() {
    std::vector<int> a = {-2, 1, -1, 4, -5, 2, 2, -7, 3, 1};
    auto best = solve(a);
    std::cout << best[0] << " " << best[1] << " " << best[2] << "\n";
    return 0;
}
