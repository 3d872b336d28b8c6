#include <cmath>
#include <complex>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

using cd = std::complex<double>;

// Recursive radix-2 Cooley-Tukey FFT; the length of x must be a power of two.
std::vector<cd> fft(const std::vector<cd>& x) {
    const size_t n = x.size();
    if (n == 1) return x;
    std::vector<cd> even(n / 2), odd(n / 2);
    for (size_t i = 0; i < n / 2; i++) {
        even[i] = x[2 * i];
        odd[i] = x[2 * i + 1];
    }
    std::vector<cd> e = fft(even), o = fft(odd), result(n);
    const double pi = std::acos(-1.0);
    for (size_t k = 0; k < n / 2; k++) {
        cd t = std::polar(1.0, -2.0 * pi * static_cast<double>(k) / static_cast<double>(n)) * o[k];
        result[k] = e[k] + t;
        result[k + n / 2] = e[k] - t;
    }
    return result;
}

// The AlgoREval+ interface: the transform of real samples, X[k] as (re, im).
std::vector<std::pair<double, double>> fft(const std::vector<double>& x) {
    std::vector<std::pair<double, double>> out;
    for (const cd& c : fft(std::vector<cd>(x.begin(), x.end()))) {
        out.emplace_back(c.real(), c.imag());
    }
    return out;
}

static std::string fixed4(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.4f", v);
    std::string s(buf);
    return s == "-0.0000" ? "0.0000" : s;
}

int main() {
    std::vector<int> x = {1, 2, 3, 4, 0, -1, 5, 2};
    std::vector<cd> input(x.begin(), x.end());
    for (const cd& c : fft(input)) {
        std::printf("%s %s\n", fixed4(c.real()).c_str(), fixed4(c.imag()).c_str());
    }
    return 0;
}
