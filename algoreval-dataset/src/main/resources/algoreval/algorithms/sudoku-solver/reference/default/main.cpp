#include <array>
#include <iostream>
#include <optional>
#include <vector>

using Grid = std::array<std::array<int, 9>, 9>;

static bool allowed(const Grid& board, int r, int c, int d) {
    for (int k = 0; k < 9; k++) {
        if (board[r][k] == d || board[k][c] == d) return false;
    }
    int br = 3 * (r / 3), bc = 3 * (c / 3);
    for (int i = br; i < br + 3; i++) {
        for (int j = bc; j < bc + 3; j++) {
            if (board[i][j] == d) return false;
        }
    }
    return true;
}

// fills the cells from position pos (row-major) onwards
static bool fill(Grid& board, int pos) {
    if (pos == 81) return true;
    int r = pos / 9, c = pos % 9;
    if (board[r][c] != 0) return fill(board, pos + 1);
    for (int d = 1; d <= 9; d++) {
        if (allowed(board, r, c, d)) {
            board[r][c] = d;
            if (fill(board, pos + 1)) return true;
        }
    }
    board[r][c] = 0;
    return false;
}

std::optional<Grid> solveSudokuGrid(Grid grid) {
    if (fill(grid, 0)) return grid;
    return std::nullopt;
}

// The AlgoREval+ interface: 9 rows in, the solved rows out (empty if there is no solution).
std::vector<std::vector<int>> solveSudoku(const std::vector<std::vector<int>>& grid) {
    Grid board{};
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) board[r][c] = grid[r][c];
    auto solved = solveSudokuGrid(board);
    std::vector<std::vector<int>> rows;
    if (solved)
        for (const auto& row : *solved) rows.emplace_back(row.begin(), row.end());
    return rows;
}

int main() {
    Grid grid = {{
        {5, 3, 0, 0, 7, 0, 0, 0, 0},
        {6, 0, 0, 1, 9, 5, 0, 0, 0},
        {0, 9, 8, 0, 0, 0, 0, 6, 0},
        {8, 0, 0, 0, 6, 0, 0, 0, 3},
        {4, 0, 0, 8, 0, 3, 0, 0, 1},
        {7, 0, 0, 0, 2, 0, 0, 0, 6},
        {0, 6, 0, 0, 0, 0, 2, 8, 0},
        {0, 0, 0, 4, 1, 9, 0, 0, 5},
        {0, 0, 0, 0, 8, 0, 0, 7, 9},
    }};
    auto solved = solveSudokuGrid(grid);
    if (!solved) return 1;
    for (const auto& row : *solved) {
        for (int c = 0; c < 9; c++) std::cout << (c ? " " : "") << row[c];
        std::cout << '\n';
    }
    return 0;
}
