#include <stdio.h>

#define ROWS 6
#define COLS 6

void histogramEqualization(int rows, int cols, const int image[rows][cols], int result[rows][cols]) {
    int hist[256] = {0};
    int cdf[256];
    int mapping[256] = {0};
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            hist[image[i][j]]++;
        }
    }
    int running = 0, cdfMin = 0;
    for (int v = 0; v < 256; v++) {
        running += hist[v];
        cdf[v] = running;
        if (cdfMin == 0 && running > 0) cdfMin = running;
    }
    int denom = rows * cols - cdfMin;
    for (int v = 0; v < 256; v++) {
        if (hist[v] > 0 && denom > 0) {
            /* round((cdf - cdfMin) * 255 / denom) with halves rounded up, in exact integer arithmetic */
            mapping[v] = (2 * (cdf[v] - cdfMin) * 255 + denom) / (2 * denom);
        }
    }
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            result[i][j] = mapping[image[i][j]];
        }
    }
}

int main(void) {
    const int image[ROWS][COLS] = {
        {52, 55, 61, 66, 70, 61},
        {63, 59, 55, 90, 109, 85},
        {62, 59, 68, 113, 144, 104},
        {63, 58, 71, 122, 154, 106},
        {67, 61, 68, 104, 126, 88},
        {70, 65, 63, 79, 85, 71},
    };
    int result[ROWS][COLS];
    histogramEqualization(ROWS, COLS, image, result);
    for (int i = 0; i < ROWS; i++) {
        for (int j = 0; j < COLS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
