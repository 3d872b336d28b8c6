#include <algorithm>
#include <iostream>
#include <vector>

std::vector<int> countingSort(const std::vector<int> &arr) {
    int max = arr.empty() ? 0 : *std::max_element(arr.begin(), arr.end());
    std::vector<int> counts(max + 1, 0);
    for (int x : arr) counts[x]++;
    // Prefix sums give each value's final position; walking backwards keeps the sort stable.
    for (int v = 1; v <= max; v++) counts[v] += counts[v - 1];
    std::vector<int> result(arr.size());
    for (auto it = arr.rbegin(); it != arr.rend(); ++it) {
        result[--counts[*it]] = *it;
    }
    return result;
}

int main() {
    std::vector<int> arr = {7, 3, 0, 12, 3, 9, 1, 7, 15, 0, 4, 12, 3, 8};
    std::vector<int> sorted = countingSort(arr);
    for (size_t i = 0; i < sorted.size(); i++) {
        if (i) std::cout << ' ';
        std::cout << sorted[i];
    }
    std::cout << '\n';
    return 0;
}
