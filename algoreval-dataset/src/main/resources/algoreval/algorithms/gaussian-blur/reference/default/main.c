#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROWS 6
#define COLS 6

static const int KERNEL[3][3] = {{1, 2, 1}, {2, 4, 2}, {1, 2, 1}};

static int clampIndex(int x, int n) {
    return x < 0 ? 0 : (x >= n ? n - 1 : x);
}

void gaussianBlurInto(int rows, int cols, const int image[rows][cols], int result[rows][cols]) {
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            int total = 0;
            for (int di = -1; di <= 1; di++) {
                for (int dj = -1; dj <= 1; dj++) {
                    /* Replicate the border: out-of-range coordinates snap to the nearest edge pixel. */
                    int r = clampIndex(i + di, rows);
                    int c = clampIndex(j + dj, cols);
                    total += KERNEL[di + 1][dj + 1] * image[r][c];
                }
            }
            result[i][j] = (total + 8) / 16;
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
int **gaussianBlur(const int *const *image, int imageSize, const int *imageColSize, int *returnSize,
                   int **returnColumnSizes) {
    int rows = imageSize, cols = imageColSize[0];
    int (*in)[cols] = imageBlock(image, rows, cols);
    int (*out)[cols] = malloc(sizeof(int[rows][cols]));
    gaussianBlurInto(rows, cols, (const int (*)[cols]) in, out);
    int **result = blockRows(rows, cols, (const int (*)[cols]) out, returnSize, returnColumnSizes);
    free(in);
    free(out);
    return result;
}

int main(void) {
    const int image[ROWS][COLS] = {
        {10, 200, 35, 90, 255, 0},
        {120, 45, 180, 60, 15, 220},
        {250, 5, 77, 140, 199, 33},
        {64, 128, 0, 211, 90, 175},
        {30, 240, 100, 8, 160, 66},
        {185, 12, 230, 150, 40, 95},
    };
    int result[ROWS][COLS];
    gaussianBlurInto(ROWS, COLS, image, result);
    for (int i = 0; i < ROWS; i++) {
        for (int j = 0; j < COLS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
