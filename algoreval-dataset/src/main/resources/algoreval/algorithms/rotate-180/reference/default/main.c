#include <stdio.h>

#define ROWS 5
#define COLS 6

void rotate180(int rows, int cols, const int image[rows][cols], int result[rows][cols]) {
    /* Reverse the order of the rows and the order of the pixels within each row. */
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            result[i][j] = image[rows - 1 - i][cols - 1 - j];
        }
    }
}

int main(void) {
    const int image[ROWS][COLS] = {
        {12, 250, 37, 8, 199, 64},
        {0, 73, 145, 220, 5, 91},
        {255, 18, 102, 47, 166, 30},
        {81, 134, 9, 177, 240, 56},
        {23, 210, 68, 113, 1, 150},
    };
    int result[ROWS][COLS];
    rotate180(ROWS, COLS, image, result);
    for (int i = 0; i < ROWS; i++) {
        for (int j = 0; j < COLS; j++) {
            printf(j ? " %d" : "%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
