#include <algorithm>
#include <cmath>
#include <iostream>
#include <vector>

using Image = std::vector<std::vector<int>>;

Image sobelEdge(const Image &image) {
    static const int kx[3][3] = {{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}};
    static const int ky[3][3] = {{-1, -2, -1}, {0, 0, 0}, {1, 2, 1}};
    int rows = static_cast<int>(image.size());
    int cols = rows ? static_cast<int>(image[0].size()) : 0;
    Image result(rows, std::vector<int>(cols));
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            int gx = 0, gy = 0;
            for (int di = -1; di <= 1; di++) {
                for (int dj = -1; dj <= 1; dj++) {
                    // Replicate the border: out-of-range coordinates snap to the nearest edge pixel.
                    int v = image[std::clamp(i + di, 0, rows - 1)][std::clamp(j + dj, 0, cols - 1)];
                    gx += kx[di + 1][dj + 1] * v;
                    gy += ky[di + 1][dj + 1] * v;
                }
            }
            // gx^2 + gy^2 is an integer, so its square root is never exactly halfway
            int magnitude = static_cast<int>(std::lround(std::sqrt(static_cast<double>(gx * gx + gy * gy))));
            result[i][j] = std::min(255, magnitude);
        }
    }
    return result;
}

int main() {
    Image image = {
        {10, 12, 15, 40, 70, 72, 75},
        {11, 14, 22, 50, 68, 74, 77},
        {13, 18, 35, 58, 66, 71, 60},
        {30, 42, 48, 52, 45, 40, 38},
        {70, 75, 60, 41, 30, 25, 20},
    };
    for (const auto &row : sobelEdge(image)) {
        for (size_t j = 0; j < row.size(); j++) {
            if (j) std::cout << ' ';
            std::cout << row[j];
        }
        std::cout << '\n';
    }
    return 0;
}
