#include <stdio.h>

#define ROWS 6
#define COLS 7
#define K 3

void convolve2d(int rows, int cols, const int image[rows][cols], int k, const int kernel[k][k],
                int result[rows][cols]) {
    int half = k / 2;
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            int total = 0;
            for (int a = 0; a < k; a++) {
                for (int b = 0; b < k; b++) {
                    /* True convolution: kernel cell (a, b) meets the pixel mirrored through the centre. */
                    int r = i + half - a;
                    int c = j + half - b;
                    if (r >= 0 && r < rows && c >= 0 && c < cols) {
                        total += kernel[a][b] * image[r][c];
                    }
                }
            }
            result[i][j] = total;
        }
    }
}

int main(void) {
    const int image[ROWS][COLS] = {
        {12, 40, 87, 150, 200, 180, 95},
        {30, 65, 120, 210, 240, 160, 70},
        {55, 90, 35, 100, 185, 130, 45},
        {80, 145, 60, 20, 90, 220, 110},
        {25, 170, 205, 75, 15, 60, 140},
        {5, 100, 230, 250, 120, 35, 10},
    };
    const int kernel[K][K] = {
        {-1, 0, 2},
        {-2, 1, 1},
        {0, 3, -1},
    };
    int result[ROWS][COLS];
    convolve2d(ROWS, COLS, image, K, kernel, result);
    for (int i = 0; i < ROWS; i++) {
        for (int j = 0; j < COLS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
