#include <array>
#include <iostream>
#include <vector>

using Image = std::vector<std::vector<int>>;

// a / p > b / q exactly, for a, b < 2^128 and 0 < p, q < 2^63: the integer parts first, then the
// remainders cross-multiplied (each product below 2^126).
static bool ratioGreater(unsigned __int128 a, unsigned __int128 p, unsigned __int128 b, unsigned __int128 q) {
    if (a / p != b / q) return a / p > b / q;
    return (a % p) * q > (b % q) * p;
}

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
    int bestT = -1;
    unsigned __int128 bestNum = 0, bestDen = 1;
    int count0 = 0;
    long long sum0 = 0;
    for (int t = 0; t < 256; t++) {
        count0 += hist[t];
        sum0 += static_cast<long long>(t) * hist[t];
        int count1 = total - count0;
        if (count0 == 0 || count1 == 0) continue;
        // w0 * w1 * (mean0 - mean1)^2 = (total * sum0 - count0 * sumAll)^2 / (total^2 * count0 * count1);
        // compared as exact fractions, so different splits with equal variances tie (doubles may not)
        long long d = static_cast<long long>(total) * sum0 - static_cast<long long>(count0) * sumAll;
        unsigned __int128 magnitude = static_cast<unsigned long long>(d < 0 ? -d : d);
        unsigned __int128 num = magnitude * magnitude;
        unsigned __int128 den = static_cast<unsigned long long>(count0) * static_cast<unsigned long long>(count1);
        if (bestT < 0 || ratioGreater(num, den, bestNum, bestDen)) {  // strict: keeps the smallest maximising t
            bestNum = num;
            bestDen = den;
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
