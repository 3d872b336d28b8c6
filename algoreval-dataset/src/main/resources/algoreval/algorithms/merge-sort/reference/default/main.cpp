#include <iostream>
#include <vector>

std::vector<int> mergeSort(const std::vector<int>& arr) {
    if (arr.size() <= 1) return arr;
    std::size_t mid = arr.size() / 2;
    std::vector<int> left = mergeSort(std::vector<int>(arr.begin(), arr.begin() + mid));
    std::vector<int> right = mergeSort(std::vector<int>(arr.begin() + mid, arr.end()));
    std::vector<int> merged;
    merged.reserve(arr.size());
    std::size_t i = 0, j = 0;
    while (i < left.size() && j < right.size()) {
        if (left[i] <= right[j])
            merged.push_back(left[i++]);
        else
            merged.push_back(right[j++]);
    }
    while (i < left.size()) merged.push_back(left[i++]);
    while (j < right.size()) merged.push_back(right[j++]);
    return merged;
}

int main() {
    std::vector<int> arr = {38, -5, 12, 0, 7, -5, 99, 3, 12, -20, 7, 1, 0, 45};
    std::vector<int> sorted = mergeSort(arr);
    for (std::size_t i = 0; i < sorted.size(); i++) {
        if (i > 0) std::cout << ' ';
        std::cout << sorted[i];
    }
    std::cout << '\n';
    return 0;
}
