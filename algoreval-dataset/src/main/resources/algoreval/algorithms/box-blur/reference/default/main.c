#include <stdio.h>

#define ROWS 5
#define COLS 6

void boxBlur(int rows, int cols, const int image[rows][cols], int result[rows][cols]) {
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            int total = 0, count = 0;
            for (int r = i - 1; r <= i + 1; r++) {
                for (int c = j - 1; c <= j + 1; c++) {
                    if (r >= 0 && r < rows && c >= 0 && c < cols) {
                        total += image[r][c];
                        count++;
                    }
                }
            }
            result[i][j] = total / count;
        }
    }
}

int main(void) {
    const int image[ROWS][COLS] = {
        {0, 255, 10, 20, 30, 200},
        {100, 50, 0, 255, 128, 64},
        {7, 8, 9, 250, 251, 252},
        {255, 0, 255, 0, 255, 0},
        {13, 200, 31, 99, 180, 3},
    };
    int result[ROWS][COLS];
    boxBlur(ROWS, COLS, image, result);
    for (int i = 0; i < ROWS; i++) {
        for (int j = 0; j < COLS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
