#include <algorithm>
#include <functional>
#include <iostream>
#include <vector>

std::vector<std::vector<int>> solveNQueens(int n) {
    std::vector<std::vector<int>> solutions;
    std::vector<int> cols;  // cols[r] = column of the queen in row r
    std::vector<bool> usedCol(n), diag(2 * n - 1), anti(2 * n - 1);
    std::function<void(int)> place = [&](int row) {
        if (row == n) {
            solutions.push_back(cols);
            return;
        }
        for (int c = 0; c < n; c++) {
            if (usedCol[c] || diag[row - c + n - 1] || anti[row + c]) continue;
            cols.push_back(c);
            usedCol[c] = diag[row - c + n - 1] = anti[row + c] = true;
            place(row + 1);
            usedCol[c] = diag[row - c + n - 1] = anti[row + c] = false;
            cols.pop_back();
        }
    };
    place(0);
    return solutions;
}

int main() {
    for (int n : {4, 5, 6, 7, 8}) std::cout << n << ' ' << solveNQueens(n).size() << '\n';
    auto six = solveNQueens(6);
    std::sort(six.begin(), six.end());
    for (const auto& solution : six) {
        for (std::size_t i = 0; i < solution.size(); i++) std::cout << (i ? " " : "") << solution[i];
        std::cout << '\n';
    }
    return 0;
}
