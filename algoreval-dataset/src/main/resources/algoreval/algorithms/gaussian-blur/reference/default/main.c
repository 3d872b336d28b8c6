#include <stdio.h>

#define ROWS 6
#define COLS 6

static const int KERNEL[3][3] = {{1, 2, 1}, {2, 4, 2}, {1, 2, 1}};

static int clampIndex(int x, int n) {
    return x < 0 ? 0 : (x >= n ? n - 1 : x);
}

void gaussianBlur(int rows, int cols, const int image[rows][cols], int result[rows][cols]) {
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            int total = 0;
            for (int di = -1; di <= 1; di++) {
                for (int dj = -1; dj <= 1; dj++) {
                    /* Replicate the border: out-of-range coordinates snap to the nearest edge pixel. */
                    int r = clampIndex(i + di, rows);
                    int c = clampIndex(j + dj, cols);
                    total += KERNEL[di + 1][dj + 1] * image[r][c];
                }
            }
            result[i][j] = (total + 8) / 16;
        }
    }
}

int main(void) {
    const int image[ROWS][COLS] = {
        {10, 200, 35, 90, 255, 0},
        {120, 45, 180, 60, 15, 220},
        {250, 5, 77, 140, 199, 33},
        {64, 128, 0, 211, 90, 175},
        {30, 240, 100, 8, 160, 66},
        {185, 12, 230, 150, 40, 95},
    };
    int result[ROWS][COLS];
    gaussianBlur(ROWS, COLS, image, result);
    for (int i = 0; i < ROWS; i++) {
        for (int j = 0; j < COLS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
