#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROWS 6
#define COLS 7
#define K 3

void convolve2dInto(int rows, int cols, const int image[rows][cols], int k, const int kernel[k][k],
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

/* The AlgoREval+ interface: image and kernel as row pointers (the image at least one row, all
   imageColSize[0] long; the kernel kernelSize x kernelSize); the result as malloc'd rows. */
int **convolve2d(const int *const *image, int imageSize, const int *imageColSize, const int *const *kernel,
                 int kernelSize, const int *kernelColSize, int *returnSize, int **returnColumnSizes) {
    (void) kernelColSize;
    int rows = imageSize, cols = imageColSize[0], k = kernelSize;
    int (*in)[cols] = imageBlock(image, rows, cols);
    int (*weights)[k] = imageBlock(kernel, k, k);
    int (*out)[cols] = malloc(sizeof(int[rows][cols]));
    convolve2dInto(rows, cols, (const int (*)[cols]) in, k, (const int (*)[k]) weights, out);
    int **result = blockRows(rows, cols, (const int (*)[cols]) out, returnSize, returnColumnSizes);
    free(in);
    free(weights);
    free(out);
    return result;
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
    convolve2dInto(ROWS, COLS, image, K, kernel, result);
    for (int i = 0; i < ROWS; i++) {
        for (int j = 0; j < COLS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
