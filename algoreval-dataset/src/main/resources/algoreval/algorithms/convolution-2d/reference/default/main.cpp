#include <iostream>
#include <vector>

using Grid = std::vector<std::vector<int>>;

Grid convolve2d(const Grid &image, const Grid &kernel) {
    int rows = static_cast<int>(image.size());
    int cols = rows ? static_cast<int>(image[0].size()) : 0;
    int k = static_cast<int>(kernel.size());
    int half = k / 2;
    Grid result(rows, std::vector<int>(cols));
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            int total = 0;
            for (int a = 0; a < k; a++) {
                for (int b = 0; b < k; b++) {
                    // True convolution: kernel cell (a, b) meets the pixel mirrored through the centre.
                    int r = i + half - a;
                    int c = j + half - b;
                    if (r >= 0 && r < rows && c >= 0 && c < cols) {
                        total += kernel[a][b] * image[r][c];
                    }
                }
            }
            result[i][j] = total;
        }
    }
    return result;
}

int main() {
    Grid image = {
        {12, 40, 87, 150, 200, 180, 95},
        {30, 65, 120, 210, 240, 160, 70},
        {55, 90, 35, 100, 185, 130, 45},
        {80, 145, 60, 20, 90, 220, 110},
        {25, 170, 205, 75, 15, 60, 140},
        {5, 100, 230, 250, 120, 35, 10},
    };
    Grid kernel = {
        {-1, 0, 2},
        {-2, 1, 1},
        {0, 3, -1},
    };
    for (const auto &row : convolve2d(image, kernel)) {
        for (size_t j = 0; j < row.size(); j++) {
            if (j) std::cout << ' ';
            std::cout << row[j];
        }
        std::cout << '\n';
    }
    return 0;
}
