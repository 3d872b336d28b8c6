#include <algorithm>
#include <iostream>
#include <vector>

using Image = std::vector<std::vector<int>>;

Image rotate180(const Image &image) {
    // Reverse the order of the rows and the order of the pixels within each row.
    Image result(image.rbegin(), image.rend());
    for (auto &row : result) {
        std::reverse(row.begin(), row.end());
    }
    return result;
}

int main() {
    Image image = {
        {12, 250, 37, 8, 199, 64},
        {0, 73, 145, 220, 5, 91},
        {255, 18, 102, 47, 166, 30},
        {81, 134, 9, 177, 240, 56},
        {23, 210, 68, 113, 1, 150},
    };
    for (const auto &row : rotate180(image)) {
        for (size_t j = 0; j < row.size(); j++) {
            if (j) std::cout << ' ';
            std::cout << row[j];
        }
        std::cout << '\n';
    }
    return 0;
}
