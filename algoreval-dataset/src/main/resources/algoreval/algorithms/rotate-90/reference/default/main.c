#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROWS 5
#define COLS 7

/* result has COLS rows and ROWS columns. */
void rotate90Into(int rows, int cols, const int image[rows][cols], int result[cols][rows]) {
    /* Row r of the result is column r of the input read from the bottom row upwards. */
    for (int r = 0; r < cols; r++) {
        for (int c = 0; c < rows; c++) {
            result[r][c] = image[rows - 1 - c][r];
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
   the rotated image as malloc'd rows. */
int **rotate90(const int *const *image, int imageSize, const int *imageColSize, int *returnSize,
               int **returnColumnSizes) {
    int rows = imageSize, cols = imageColSize[0];
    int (*in)[cols] = imageBlock(image, rows, cols);
    int (*out)[rows] = malloc(sizeof(int[cols][rows]));
    rotate90Into(rows, cols, (const int (*)[cols]) in, out);
    int **result = blockRows(cols, rows, (const int (*)[rows]) out, returnSize, returnColumnSizes);
    free(in);
    free(out);
    return result;
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
    rotate90Into(ROWS, COLS, image, result);
    for (int i = 0; i < COLS; i++) {
        for (int j = 0; j < ROWS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
