#include <stdio.h>

/* Sorts items[0..count) by key in place; each item is {key, id}. */
static void solve(int items[][2], int count) {
    for (int i = 1; i < count; i++) {
        int key = items[i][0], id = items[i][1];
        int j = i - 1;
        while (j >= 0 && items[j][0] > key) {
            items[j + 1][0] = items[j][0];
            items[j + 1][1] = items[j][1];
            j--;
        }
        items[j + 1][0] = key;
        items[j + 1][1] = id;
    }
}

int main(void) {
    int items[][2] = {{5, 0}, {2, 1}, {5, 2}, {1, 3}, {2, 4}, {5, 5}, {3, 6}};
    solve(items, 7);
    for (int i = 0; i < 7; i++) printf(i == 0 ? "%d" : " %d", items[i][1]);
    printf("\n");
    return 0;
}
