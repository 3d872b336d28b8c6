#include <iostream>
#include <utility>
#include <vector>

void siftDown(std::vector<int> &arr, size_t root, size_t end) {
    while (2 * root + 1 < end) {
        size_t child = 2 * root + 1;
        if (child + 1 < end && arr[child + 1] > arr[child]) child++;
        if (arr[root] >= arr[child]) return;
        std::swap(arr[root], arr[child]);
        root = child;
    }
}

void heapSort(std::vector<int> &arr) {
    size_t n = arr.size();
    for (size_t start = n / 2; start-- > 0;) siftDown(arr, start, n);
    for (size_t end = n; end-- > 1;) {
        std::swap(arr[0], arr[end]);
        siftDown(arr, 0, end);
    }
}

int main() {
    std::vector<int> arr = {23, -7, 0, 15, -7, 42, 8, -19, 15, 3, 0, 99, -1, 8, 27};
    heapSort(arr);
    for (size_t i = 0; i < arr.size(); i++) {
        if (i) std::cout << ' ';
        std::cout << arr[i];
    }
    std::cout << '\n';
    return 0;
}
