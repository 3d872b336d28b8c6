#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROWS 6
#define COLS 7

/* a / p > b / q exactly, for a, b < 2^128 and 0 < p, q < 2^63: the integer parts first, then the
   remainders cross-multiplied (each product below 2^126). */
static int ratioGreater(unsigned __int128 a, unsigned __int128 p, unsigned __int128 b, unsigned __int128 q) {
    if (a / p != b / q) return a / p > b / q;
    return (a % p) * q > (b % q) * p;
}

int otsuThresholdOfBlock(int rows, int cols, const int image[rows][cols]) {
    int hist[256] = {0};
    int total = rows * cols;
    long sumAll = 0;
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            hist[image[i][j]]++;
            sumAll += image[i][j];
        }
    }
    int bestT = -1;
    unsigned __int128 bestNum = 0, bestDen = 1;
    int count0 = 0;
    long sum0 = 0;
    for (int t = 0; t < 256; t++) {
        count0 += hist[t];
        sum0 += (long)t * hist[t];
        int count1 = total - count0;
        if (count0 == 0 || count1 == 0) continue;
        /* w0 * w1 * (mean0 - mean1)^2 = (total * sum0 - count0 * sumAll)^2 / (total^2 * count0 * count1);
           compared as exact fractions, so different splits with equal variances tie (doubles may not) */
        long long d = (long long)total * sum0 - (long long)count0 * sumAll;
        unsigned __int128 magnitude = (unsigned long long)(d < 0 ? -d : d);
        unsigned __int128 num = magnitude * magnitude;
        unsigned __int128 den = (unsigned long long)count0 * (unsigned long long)count1;
        if (bestT < 0 || ratioGreater(num, den, bestNum, bestDen)) { /* strict: keeps the smallest maximising t */
            bestNum = num;
            bestDen = den;
            bestT = t;
        }
    }
    return bestT;
}

void binarize(int rows, int cols, const int image[rows][cols], int t, int result[rows][cols]) {
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            result[i][j] = image[i][j] > t ? 255 : 0;
        }
    }
}

/* The image's rows copied into one block that the function above takes as a 2-D array. */
static int (*imageBlock(const int *const *image, int rows, int cols))[] {
    int (*block)[cols] = malloc(sizeof(int[rows][cols]));
    for (int i = 0; i < rows; i++) memcpy(block[i], image[i], sizeof(int[cols]));
    return block;
}

/* The AlgoREval+ interface: the image as row pointers (at least one row, all imageColSize[0] long). */
int otsuThreshold(const int *const *image, int imageSize, const int *imageColSize) {
    int rows = imageSize, cols = imageColSize[0];
    int (*in)[cols] = imageBlock(image, rows, cols);
    int t = otsuThresholdOfBlock(rows, cols, (const int (*)[cols]) in);
    free(in);
    return t;
}

int main(void) {
    const int image[ROWS][COLS] = {
        {34, 41, 38, 52, 170, 185, 190},
        {29, 45, 60, 160, 178, 201, 188},
        {36, 48, 95, 172, 140, 195, 210},
        {40, 33, 57, 120, 166, 182, 176},
        {27, 62, 44, 88, 150, 199, 205},
        {31, 39, 70, 110, 158, 174, 168},
    };
    int t = otsuThresholdOfBlock(ROWS, COLS, image);
    int result[ROWS][COLS];
    binarize(ROWS, COLS, image, t, result);
    printf("%d\n", t);
    for (int i = 0; i < ROWS; i++) {
        for (int j = 0; j < COLS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
