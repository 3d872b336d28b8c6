#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROWS 5
#define COLS 6

static int clampIndex(int x, int n) {
    return x < 0 ? 0 : (x >= n ? n - 1 : x);
}

void prewittEdgeInto(int rows, int cols, const int image[rows][cols], int result[rows][cols]) {
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
int **prewittEdge(const int *const *image, int imageSize, const int *imageColSize, int *returnSize,
                  int **returnColumnSizes) {
    int rows = imageSize, cols = imageColSize[0];
    int (*in)[cols] = imageBlock(image, rows, cols);
    int (*out)[cols] = malloc(sizeof(int[rows][cols]));
    prewittEdgeInto(rows, cols, (const int (*)[cols]) in, out);
    int **result = blockRows(rows, cols, (const int (*)[cols]) out, returnSize, returnColumnSizes);
    free(in);
    free(out);
    return result;
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
    prewittEdgeInto(ROWS, COLS, image, result);
    for (int i = 0; i < ROWS; i++) {
        for (int j = 0; j < COLS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
