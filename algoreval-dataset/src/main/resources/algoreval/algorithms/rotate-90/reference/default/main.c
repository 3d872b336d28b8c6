#include <stdio.h>

#define ROWS 5
#define COLS 7

/* result has COLS rows and ROWS columns. */
void rotate90(int rows, int cols, const int image[rows][cols], int result[cols][rows]) {
    /* Row r of the result is column r of the input read from the bottom row upwards. */
    for (int r = 0; r < cols; r++) {
        for (int c = 0; c < rows; c++) {
            result[r][c] = image[rows - 1 - c][r];
        }
    }
}

int main(void) {
    const int image[ROWS][COLS] = {
        {11, 22, 33, 44, 55, 66, 77},
        {5, 0, 255, 128, 64, 32, 16},
        {90, 80, 70, 60, 50, 40, 30},
        {1, 2, 3, 4, 5, 6, 7},
        {200, 150, 100, 75, 25, 12, 9},
    };
    int result[COLS][ROWS];
    rotate90(ROWS, COLS, image, result);
    for (int i = 0; i < COLS; i++) {
        for (int j = 0; j < ROWS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
