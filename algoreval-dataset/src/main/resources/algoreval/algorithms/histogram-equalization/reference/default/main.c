#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROWS 6
#define COLS 6

void histogramEqualizationInto(int rows, int cols, const int image[rows][cols], int result[rows][cols]) {
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

/* The image's rows copied into one block that the function above takes as a 2-D array. */
static int (*imageBlock(const int *const *image, int rows, int cols))[] {
    int (*block)[cols] = malloc(sizeof(int[rows][cols]));
    for (int i = 0; i < rows; i++) memcpy(block[i], image[i], sizeof(int[cols]));
    return block;
}

/* A rows x cols block as malloc'd rows, the caller frees each row and the array. */
static int **blockRows(int rows, int cols, const int block[rows][cols], int *returnSize, int **returnColumnSizes) {
    int **result = malloc(sizeof(int *[rows]));
    *returnColumnSizes = malloc(sizeof(int[rows]));
    for (int i = 0; i < rows; i++) {
        result[i] = malloc(sizeof(int[cols]));
        memcpy(result[i], block[i], sizeof(int[cols]));
        (*returnColumnSizes)[i] = cols;
    }
    *returnSize = rows;
    return result;
}

/* The AlgoREval+ interface: the image as row pointers (at least one row, all imageColSize[0] long);
   the result as malloc'd rows. */
int **histogramEqualization(const int *const *image, int imageSize, const int *imageColSize, int *returnSize,
                            int **returnColumnSizes) {
    int rows = imageSize, cols = imageColSize[0];
    int (*in)[cols] = imageBlock(image, rows, cols);
    int (*out)[cols] = malloc(sizeof(int[rows][cols]));
    histogramEqualizationInto(rows, cols, (const int (*)[cols]) in, out);
    int **result = blockRows(rows, cols, (const int (*)[cols]) out, returnSize, returnColumnSizes);
    free(in);
    free(out);
    return result;
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
    histogramEqualizationInto(ROWS, COLS, image, result);
    for (int i = 0; i < ROWS; i++) {
        for (int j = 0; j < COLS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
