#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool allowed(int board[9][9], int r, int c, int d) {
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

/* fills the cells from position pos (row-major) onwards */
static bool fill(int board[9][9], int pos) {
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

/* Writes the solved grid to solved and returns true, or returns false if there is no solution. */
static bool solveSudokuInto(int grid[9][9], int solved[9][9]) {
    memcpy(solved, grid, 81 * sizeof(int));
    return fill(solved, 0);
}

/* The AlgoREval+ interface: the grid as 9 rows in, the solved grid as malloc'd rows out (NULL if none). */
int **solveSudoku(const int *const *grid, int gridSize, const int *gridColSize, int *returnSize, int **returnColumnSizes) {
    (void)gridSize;
    (void)gridColSize;
    int puzzle[9][9], solved[9][9];
    for (int r = 0; r < 9; r++) memcpy(puzzle[r], grid[r], 9 * sizeof(int));
    if (!solveSudokuInto(puzzle, solved)) return NULL;
    int **rows = malloc(9 * sizeof(int *));
    *returnColumnSizes = malloc(9 * sizeof(int));
    for (int r = 0; r < 9; r++) {
        rows[r] = malloc(9 * sizeof(int));
        memcpy(rows[r], solved[r], 9 * sizeof(int));
        (*returnColumnSizes)[r] = 9;
    }
    *returnSize = 9;
    return rows;
}

int main(void) {
    int grid[9][9] = {
        {5, 3, 0, 0, 7, 0, 0, 0, 0},
        {6, 0, 0, 1, 9, 5, 0, 0, 0},
        {0, 9, 8, 0, 0, 0, 0, 6, 0},
        {8, 0, 0, 0, 6, 0, 0, 0, 3},
        {4, 0, 0, 8, 0, 3, 0, 0, 1},
        {7, 0, 0, 0, 2, 0, 0, 0, 6},
        {0, 6, 0, 0, 0, 0, 2, 8, 0},
        {0, 0, 0, 4, 1, 9, 0, 0, 5},
        {0, 0, 0, 0, 8, 0, 0, 7, 9},
    };
    int solved[9][9];
    if (!solveSudokuInto(grid, solved)) return 1;
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) printf(c ? " %d" : "%d", solved[r][c]);
        printf("\n");
    }
    return 0;
}
