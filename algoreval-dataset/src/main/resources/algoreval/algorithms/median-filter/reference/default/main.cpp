#include <algorithm>
#include <array>
#include <iostream>
#include <vector>

using Image = std::vector<std::vector<int>>;

Image medianFilter(const Image &image) {
    int rows = static_cast<int>(image.size());
    int cols = rows ? static_cast<int>(image[0].size()) : 0;
    Image result(rows, std::vector<int>(cols));
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            std::array<int, 9> window{};
            int n = 0;
            for (int di = -1; di <= 1; di++) {
                for (int dj = -1; dj <= 1; dj++) {
                    // Replicate the border so every window holds exactly 9 values.
                    window[n++] = image[std::clamp(i + di, 0, rows - 1)][std::clamp(j + dj, 0, cols - 1)];
                }
            }
            std::nth_element(window.begin(), window.begin() + 4, window.end());
            result[i][j] = window[4];
        }
    }
    return result;
}

int main() {
    Image image = {
        {100, 102, 255, 98, 97, 0, 95},
        {101, 0, 99, 100, 255, 96, 94},
        {103, 104, 100, 30, 98, 97, 255},
        {255, 105, 101, 99, 0, 93, 92},
        {106, 107, 0, 102, 100, 255, 90},
        {108, 255, 109, 103, 101, 91, 0},
    };
    for (const auto &row : medianFilter(image)) {
        for (size_t j = 0; j < row.size(); j++) {
            if (j) std::cout << ' ';
            std::cout << row[j];
        }
        std::cout << '\n';
    }
    return 0;
}
