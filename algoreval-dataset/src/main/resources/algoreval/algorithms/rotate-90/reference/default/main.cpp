#include <iostream>
#include <vector>

using Image = std::vector<std::vector<int>>;

Image rotate90(const Image &image) {
    size_t rows = image.size();
    size_t cols = rows ? image[0].size() : 0;
    Image result(cols, std::vector<int>(rows));
    // Row r of the result is column r of the input read from the bottom row upwards.
    for (size_t r = 0; r < cols; r++) {
        for (size_t c = 0; c < rows; c++) {
            result[r][c] = image[rows - 1 - c][r];
        }
    }
    return result;
}

int main() {
    Image image = {
        {11, 22, 33, 44, 55, 66, 77},
        {5, 0, 255, 128, 64, 32, 16},
        {90, 80, 70, 60, 50, 40, 30},
        {1, 2, 3, 4, 5, 6, 7},
        {200, 150, 100, 75, 25, 12, 9},
    };
    for (const auto &row : rotate90(image)) {
        for (size_t j = 0; j < row.size(); j++) {
            if (j) std::cout << ' ';
            std::cout << row[j];
        }
        std::cout << '\n';
    }
    return 0;
}
