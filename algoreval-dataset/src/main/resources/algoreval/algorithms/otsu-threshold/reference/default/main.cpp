#include <array>
#include <iostream>
#include <vector>

using Image = std::vector<std::vector<int>>;

int otsuThreshold(const Image &image) {
    std::array<int, 256> hist{};
    int total = 0;
    long long sumAll = 0;
    for (const auto &row : image) {
        for (int v : row) {
            hist[v]++;
            total++;
            sumAll += v;
        }
    }
    int bestT = 0;
    double bestVar = -1.0;
    int count0 = 0;
    long long sum0 = 0;
    for (int t = 0; t < 256; t++) {
        count0 += hist[t];
        sum0 += static_cast<long long>(t) * hist[t];
        int count1 = total - count0;
        if (count0 == 0 || count1 == 0) continue;
        double mean0 = static_cast<double>(sum0) / count0;
        double mean1 = static_cast<double>(sumAll - sum0) / count1;
        double w0 = static_cast<double>(count0) / total;
        double w1 = static_cast<double>(count1) / total;
        double varBetween = w0 * w1 * (mean0 - mean1) * (mean0 - mean1);
        if (varBetween > bestVar) {  // strict: keeps the smallest maximising t
            bestVar = varBetween;
            bestT = t;
        }
    }
    return bestT;
}

Image binarize(const Image &image, int t) {
    Image result = image;
    for (auto &row : result) {
        for (int &v : row) v = v > t ? 255 : 0;
    }
    return result;
}

int main() {
    Image image = {
        {34, 41, 38, 52, 170, 185, 190},
        {29, 45, 60, 160, 178, 201, 188},
        {36, 48, 95, 172, 140, 195, 210},
        {40, 33, 57, 120, 166, 182, 176},
        {27, 62, 44, 88, 150, 199, 205},
        {31, 39, 70, 110, 158, 174, 168},
    };
    int t = otsuThreshold(image);
    std::cout << t << '\n';
    for (const auto &row : binarize(image, t)) {
        for (size_t j = 0; j < row.size(); j++) {
            if (j) std::cout << ' ';
            std::cout << row[j];
        }
        std::cout << '\n';
    }
    return 0;
}
