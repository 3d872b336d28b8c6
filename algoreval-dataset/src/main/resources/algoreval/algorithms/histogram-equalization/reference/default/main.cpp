#include <array>
#include <iostream>
#include <vector>

using Image = std::vector<std::vector<int>>;

Image histogramEqualization(const Image &image) {
    std::array<int, 256> hist{}, cdf{}, mapping{};
    int total = 0;
    for (const auto &row : image) {
        for (int v : row) {
            hist[v]++;
            total++;
        }
    }
    int running = 0, cdfMin = 0;
    for (int v = 0; v < 256; v++) {
        running += hist[v];
        cdf[v] = running;
        if (cdfMin == 0 && running > 0) cdfMin = running;
    }
    int denom = total - cdfMin;
    for (int v = 0; v < 256; v++) {
        if (hist[v] > 0 && denom > 0) {
            // round((cdf - cdfMin) * 255 / denom) with halves rounded up, in exact integer arithmetic
            mapping[v] = (2 * (cdf[v] - cdfMin) * 255 + denom) / (2 * denom);
        }
    }
    Image result = image;
    for (auto &row : result) {
        for (int &v : row) v = mapping[v];
    }
    return result;
}

int main() {
    Image image = {
        {52, 55, 61, 66, 70, 61},
        {63, 59, 55, 90, 109, 85},
        {62, 59, 68, 113, 144, 104},
        {63, 58, 71, 122, 154, 106},
        {67, 61, 68, 104, 126, 88},
        {70, 65, 63, 79, 85, 71},
    };
    for (const auto &row : histogramEqualization(image)) {
        for (size_t j = 0; j < row.size(); j++) {
            if (j) std::cout << ' ';
            std::cout << row[j];
        }
        std::cout << '\n';
    }
    return 0;
}
