#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROWS 5
#define COLS 7

static int clampIndex(int x, int n) {
    return x < 0 ? 0 : (x >= n ? n - 1 : x);
}

void sobelEdgeInto(int rows, int cols, const int image[rows][cols], int result[rows][cols]) {
    static const int kx[3][3] = {{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}};
    static const int ky[3][3] = {{-1, -2, -1}, {0, 0, 0}, {1, 2, 1}};
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            int gx = 0, gy = 0;
            for (int di = -1; di <= 1; di++) {
                for (int dj = -1; dj <= 1; dj++) {
                    /* Replicate the border: out-of-range coordinates snap to the nearest edge pixel. */
                    int v = image[clampIndex(i + di, rows)][clampIndex(j + dj, cols)];
                    gx += kx[di + 1][dj + 1] * v;
                    gy += ky[di + 1][dj + 1] * v;
                }
            }
            /* gx^2 + gy^2 is an integer, so its square root is never exactly halfway */
            int magnitude = (int)lround(sqrt((double)(gx * gx + gy * gy)));
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
int **sobelEdge(const int *const *image, int imageSize, const int *imageColSize, int *returnSize,
                int **returnColumnSizes) {
    int rows = imageSize, cols = imageColSize[0];
    int (*in)[cols] = imageBlock(image, rows, cols);
    int (*out)[cols] = malloc(sizeof(int[rows][cols]));
    sobelEdgeInto(rows, cols, (const int (*)[cols]) in, out);
    int **result = blockRows(rows, cols, (const int (*)[cols]) out, returnSize, returnColumnSizes);
    free(in);
    free(out);
    return result;
}

int main(void) {
    const int image[ROWS][COLS] = {
        {10, 12, 15, 40, 70, 72, 75},
        {11, 14, 22, 50, 68, 74, 77},
        {13, 18, 35, 58, 66, 71, 60},
        {30, 42, 48, 52, 45, 40, 38},
        {70, 75, 60, 41, 30, 25, 20},
    };
    int result[ROWS][COLS];
    sobelEdgeInto(ROWS, COLS, image, result);
    for (int i = 0; i < ROWS; i++) {
        for (int j = 0; j < COLS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
