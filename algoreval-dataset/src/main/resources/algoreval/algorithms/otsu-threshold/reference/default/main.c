#include <stdio.h>

#define ROWS 6
#define COLS 7

int otsuThreshold(int rows, int cols, const int image[rows][cols]) {
    int hist[256] = {0};
    int total = rows * cols;
    long sumAll = 0;
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            hist[image[i][j]]++;
            sumAll += image[i][j];
        }
    }
    int bestT = 0;
    double bestVar = -1.0;
    int count0 = 0;
    long sum0 = 0;
    for (int t = 0; t < 256; t++) {
        count0 += hist[t];
        sum0 += (long)t * hist[t];
        int count1 = total - count0;
        if (count0 == 0 || count1 == 0) continue;
        double mean0 = (double)sum0 / count0;
        double mean1 = (double)(sumAll - sum0) / count1;
        double w0 = (double)count0 / total;
        double w1 = (double)count1 / total;
        double varBetween = w0 * w1 * (mean0 - mean1) * (mean0 - mean1);
        if (varBetween > bestVar) { /* strict: keeps the smallest maximising t */
            bestVar = varBetween;
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

int main(void) {
    const int image[ROWS][COLS] = {
        {34, 41, 38, 52, 170, 185, 190},
        {29, 45, 60, 160, 178, 201, 188},
        {36, 48, 95, 172, 140, 195, 210},
        {40, 33, 57, 120, 166, 182, 176},
        {27, 62, 44, 88, 150, 199, 205},
        {31, 39, 70, 110, 158, 174, 168},
    };
    int t = otsuThreshold(ROWS, COLS, image);
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
