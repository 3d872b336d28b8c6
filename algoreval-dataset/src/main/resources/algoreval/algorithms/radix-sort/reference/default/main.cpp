#include <algorithm>
#include <array>
#include <iostream>
#include <vector>

std::vector<int> radixSort(const std::vector<int> &arr) {
    std::vector<int> result = arr;
    int max = arr.empty() ? 0 : *std::max_element(arr.begin(), arr.end());
    for (long long exp = 1; max / exp > 0; exp *= 10) {
        // One stable counting-sort pass on the decimal digit at position exp.
        std::array<int, 10> counts{};
        for (int x : result) counts[x / exp % 10]++;
        for (int d = 1; d < 10; d++) counts[d] += counts[d - 1];
        std::vector<int> output(result.size());
        for (auto it = result.rbegin(); it != result.rend(); ++it) {
            output[--counts[*it / exp % 10]] = *it;
        }
        result.swap(output);
    }
    return result;
}

int main() {
    std::vector<int> arr = {170, 45, 75, 90, 802, 24, 2, 66, 1009, 0, 45, 3310, 7, 802, 58};
    std::vector<int> sorted = radixSort(arr);
    for (size_t i = 0; i < sorted.size(); i++) {
        if (i) std::cout << ' ';
        std::cout << sorted[i];
    }
    std::cout << '\n';
    return 0;
}
