#include <iostream>
#include <vector>

std::vector<std::vector<int>> solve(std::vector<std::vector<int>> items) {
    for (size_t i = 1; i < items.size(); i++) {
        std::vector<int> pair = items[i];
        size_t j = i;
        while (j > 0 && items[j - 1][0] > pair[0]) {
            items[j] = items[j - 1];
            j--;
        }
        items[j] = pair;
    }
    return items;
}

int main() {
    std::vector<std::vector<int>> items = {{5, 0}, {2, 1}, {5, 2}, {1, 3}, {2, 4}, {5, 5}, {3, 6}};
    std::vector<std::vector<int>> sorted = solve(items);
    for (size_t i = 0; i < sorted.size(); i++) std::cout << (i == 0 ? "" : " ") << sorted[i][1];
    std::cout << "\n";
    return 0;
}
