#include <algorithm>
#include <iostream>
#include <vector>

int lisLength(const std::vector<int>& arr) {
    // tails[k] = smallest possible last value of a strictly increasing subsequence of length k + 1
    std::vector<int> tails;
    for (int x : arr) {
        auto it = std::lower_bound(tails.begin(), tails.end(), x);
        if (it == tails.end()) tails.push_back(x); else *it = x;
    }
    return static_cast<int>(tails.size());
}

int main() {
    std::vector<std::vector<int>> arrays = {
        {10, 9, 2, 5, 3, 7, 101, 18},
        {0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15},
        {-3, 4, -1, 0, 0, 2, 9, -5, 6, 7, 7, 3},
        {5, 5, 5, 5},
        {9, 7, 4, 2, -1},
    };
    for (const auto& arr : arrays) std::cout << lisLength(arr) << '\n';
    return 0;
}
