#include <iostream>
#include <vector>

using Image = std::vector<std::vector<int>>;

Image boxBlur(const Image &image) {
    int rows = static_cast<int>(image.size());
    int cols = rows ? static_cast<int>(image[0].size()) : 0;
    Image result(rows, std::vector<int>(cols));
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            int total = 0, count = 0;
            for (int r = i - 1; r <= i + 1; r++) {
                for (int c = j - 1; c <= j + 1; c++) {
                    if (r >= 0 && r < rows && c >= 0 && c < cols) {
                        total += image[r][c];
                        count++;
                    }
                }
            }
            result[i][j] = total / count;
        }
    }
    return result;
}

int main() {
    Image image = {
        {0, 255, 10, 20, 30, 200},
        {100, 50, 0, 255, 128, 64},
        {7, 8, 9, 250, 251, 252},
        {255, 0, 255, 0, 255, 0},
        {13, 200, 31, 99, 180, 3},
    };
    for (const auto &row : boxBlur(image)) {
        for (size_t j = 0; j < row.size(); j++) {
            if (j) std::cout << ' ';
            std::cout << row[j];
        }
        std::cout << '\n';
    }
    return 0;
}
