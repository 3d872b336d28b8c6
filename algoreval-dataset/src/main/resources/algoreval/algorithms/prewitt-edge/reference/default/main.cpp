#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <vector>

using Image = std::vector<std::vector<int>>;

Image prewittEdge(const Image &image) {
    int rows = static_cast<int>(image.size());
    int cols = rows ? static_cast<int>(image[0].size()) : 0;
    // Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
    auto px = [&](int r, int c) { return image[std::clamp(r, 0, rows - 1)][std::clamp(c, 0, cols - 1)]; };
    Image result(rows, std::vector<int>(cols));
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            int gx = 0, gy = 0;
            for (int d = -1; d <= 1; d++) {
                gx += px(i + d, j + 1) - px(i + d, j - 1);
                gy += px(i + 1, j + d) - px(i - 1, j + d);
            }
            result[i][j] = std::min(255, std::abs(gx) + std::abs(gy));
        }
    }
    return result;
}

int main() {
    Image image = {
        {20, 22, 25, 60, 110, 115},
        {21, 24, 30, 75, 112, 118},
        {23, 26, 45, 90, 108, 120},
        {40, 55, 70, 85, 95, 100},
        {80, 90, 88, 70, 60, 52},
    };
    for (const auto &row : prewittEdge(image)) {
        for (size_t j = 0; j < row.size(); j++) {
            if (j) std::cout << ' ';
            std::cout << row[j];
        }
        std::cout << '\n';
    }
    return 0;
}
