#include <stdio.h>
#include <stdlib.h>

#define ROWS 6
#define COLS 7

static int clampIndex(int x, int n) {
    return x < 0 ? 0 : (x >= n ? n - 1 : x);
}

static int compareInts(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

void medianFilter(int rows, int cols, const int image[rows][cols], int result[rows][cols]) {
    int window[9];
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            int n = 0;
            for (int di = -1; di <= 1; di++) {
                for (int dj = -1; dj <= 1; dj++) {
                    /* Replicate the border so every window holds exactly 9 values. */
                    window[n++] = image[clampIndex(i + di, rows)][clampIndex(j + dj, cols)];
                }
            }
            qsort(window, 9, sizeof(int), compareInts);
            result[i][j] = window[4];
        }
    }
}

int main(void) {
    const int image[ROWS][COLS] = {
        {100, 102, 255, 98, 97, 0, 95},
        {101, 0, 99, 100, 255, 96, 94},
        {103, 104, 100, 30, 98, 97, 255},
        {255, 105, 101, 99, 0, 93, 92},
        {106, 107, 0, 102, 100, 255, 90},
        {108, 255, 109, 103, 101, 91, 0},
    };
    int result[ROWS][COLS];
    medianFilter(ROWS, COLS, image, result);
    for (int i = 0; i < ROWS; i++) {
        for (int j = 0; j < COLS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
