#include <algorithm>
#include <iostream>
#include <vector>

using Image = std::vector<std::vector<int>>;

Image gaussianBlur(const Image &image) {
    static const int kernel[3][3] = {{1, 2, 1}, {2, 4, 2}, {1, 2, 1}};
    int rows = static_cast<int>(image.size());
    int cols = rows ? static_cast<int>(image[0].size()) : 0;
    Image result(rows, std::vector<int>(cols));
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            int total = 0;
            for (int di = -1; di <= 1; di++) {
                for (int dj = -1; dj <= 1; dj++) {
                    // Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
                    int r = std::clamp(i + di, 0, rows - 1);
                    int c = std::clamp(j + dj, 0, cols - 1);
                    total += kernel[di + 1][dj + 1] * image[r][c];
                }
            }
            result[i][j] = (total + 8) / 16;
        }
    }
    return result;
}

int main() {
    Image image = {
        {10, 200, 35, 90, 255, 0},
        {120, 45, 180, 60, 15, 220},
        {250, 5, 77, 140, 199, 33},
        {64, 128, 0, 211, 90, 175},
        {30, 240, 100, 8, 160, 66},
        {185, 12, 230, 150, 40, 95},
    };
    for (const auto &row : gaussianBlur(image)) {
        for (size_t j = 0; j < row.size(); j++) {
            if (j) std::cout << ' ';
            std::cout << row[j];
        }
        std::cout << '\n';
    }
    return 0;
}
