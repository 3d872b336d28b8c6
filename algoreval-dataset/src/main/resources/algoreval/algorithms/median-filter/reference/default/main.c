#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROWS 6
#define COLS 7

static int clampIndex(int x, int n) {
    return x < 0 ? 0 : (x >= n ? n - 1 : x);
}

static int compareInts(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

void medianFilterInto(int rows, int cols, const int image[rows][cols], int result[rows][cols]) {
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
int **medianFilter(const int *const *image, int imageSize, const int *imageColSize, int *returnSize,
                   int **returnColumnSizes) {
    int rows = imageSize, cols = imageColSize[0];
    int (*in)[cols] = imageBlock(image, rows, cols);
    int (*out)[cols] = malloc(sizeof(int[rows][cols]));
    medianFilterInto(rows, cols, (const int (*)[cols]) in, out);
    int **result = blockRows(rows, cols, (const int (*)[cols]) out, returnSize, returnColumnSizes);
    free(in);
    free(out);
    return result;
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
    medianFilterInto(ROWS, COLS, image, result);
    for (int i = 0; i < ROWS; i++) {
        for (int j = 0; j < COLS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
