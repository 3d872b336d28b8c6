#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

using Matrix = std::vector<std::vector<double>>;

// Solves A x = b by Gaussian elimination with partial pivoting.
std::vector<double> gaussianElimination(const Matrix& A, const std::vector<double>& b) {
    const size_t n = A.size();
    Matrix M(n);
    for (size_t i = 0; i < n; i++) {
        M[i] = A[i];
        M[i].push_back(b[i]);
    }
    for (size_t col = 0; col < n; col++) {
        size_t pivot = col;
        for (size_t r = col + 1; r < n; r++) {
            if (std::fabs(M[r][col]) > std::fabs(M[pivot][col])) pivot = r;
        }
        if (M[pivot][col] == 0.0) throw std::runtime_error("matrix is singular");
        std::swap(M[col], M[pivot]);
        for (size_t r = col + 1; r < n; r++) {
            double factor = M[r][col] / M[col][col];
            for (size_t c = col; c <= n; c++) M[r][c] -= factor * M[col][c];
        }
    }
    std::vector<double> x(n);
    for (size_t i = n; i-- > 0;) {
        double s = M[i][n];
        for (size_t j = i + 1; j < n; j++) s -= M[i][j] * x[j];
        x[i] = s / M[i][i];
    }
    return x;
}

int main() {
    Matrix A = {{0, 2, -1, 3},
                {4, -1, 2, 1},
                {-2, 3, 5, -4},
                {1, 1, -3, 2}};
    std::vector<double> b = {5, 7, -3, 6};
    for (double v : gaussianElimination(A, b)) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.4f", v);
        std::string s(buf);
        std::printf("%s\n", s == "-0.0000" ? "0.0000" : s.c_str());
    }
    return 0;
}
