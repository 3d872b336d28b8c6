#include <stdio.h>
#include <stdlib.h>

#define ROWS 5
#define COLS 6

static int clampIndex(int x, int n) {
    return x < 0 ? 0 : (x >= n ? n - 1 : x);
}

void prewittEdge(int rows, int cols, const int image[rows][cols], int result[rows][cols]) {
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            int gx = 0, gy = 0;
            for (int d = -1; d <= 1; d++) {
                /* Replicate the border: out-of-range coordinates snap to the nearest edge pixel. */
                int r = clampIndex(i + d, rows), c = clampIndex(j + d, cols);
                gx += image[r][clampIndex(j + 1, cols)] - image[r][clampIndex(j - 1, cols)];
                gy += image[clampIndex(i + 1, rows)][c] - image[clampIndex(i - 1, rows)][c];
            }
            int magnitude = abs(gx) + abs(gy);
            result[i][j] = magnitude > 255 ? 255 : magnitude;
        }
    }
}

int main(void) {
    const int image[ROWS][COLS] = {
        {20, 22, 25, 60, 110, 115},
        {21, 24, 30, 75, 112, 118},
        {23, 26, 45, 90, 108, 120},
        {40, 55, 70, 85, 95, 100},
        {80, 90, 88, 70, 60, 52},
    };
    int result[ROWS][COLS];
    prewittEdge(ROWS, COLS, image, result);
    for (int i = 0; i < ROWS; i++) {
        for (int j = 0; j < COLS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
