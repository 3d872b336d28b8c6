#include <iostream>
#include <vector>

int solve(const std::vector<int>& a, int x) {
    int lo = 0, hi = static_cast<int>(a.size());
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (a[mid] < x) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return lo;
}

int main() {
    std::vector<int> a = {1, 3, 3, 3, 5, 8, 8, 10};
    for (int x : {3, 8, 0, 11, 4}) {
        std::cout << solve(a, x) << "\n";
    }
    return 0;
}
