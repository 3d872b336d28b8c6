#include <stdio.h>
#include <stdlib.h>

/* Writes the n-2 labels into result; degree counts let each step find the smallest current leaf. */
static void solve(int n, const int edges[][2], int *result) {
    int *degree = calloc(n, sizeof(int));
    int *neighbourSum = calloc(n, sizeof(int)); /* a leaf's only neighbour = sum of remaining neighbours */
    int *removed = calloc(n, sizeof(int));
    for (int i = 0; i < n - 1; i++) {
        int u = edges[i][0], v = edges[i][1];
        degree[u]++;
        degree[v]++;
        neighbourSum[u] += v;
        neighbourSum[v] += u;
    }
    for (int step = 0; step < n - 2; step++) {
        int leaf = 0;
        while (removed[leaf] || degree[leaf] != 1) {
            leaf++;
        }
        int parent = neighbourSum[leaf];
        result[step] = parent;
        removed[leaf] = 1;
        degree[leaf] = 0;
        degree[parent]--;
        neighbourSum[parent] -= leaf;
    }
    free(degree);
    free(neighbourSum);
    free(removed);
}

int main(void) {
    int n = 8;
    const int edges[][2] = {{0, 3}, {1, 3}, {3, 4}, {4, 5}, {5, 2}, {5, 6}, {6, 7}};
    int result[6];
    solve(n, edges, result);
    for (int i = 0; i < n - 2; i++) {
        printf(i == 0 ? "%d" : " %d", result[i]);
    }
    printf("\n");
    return 0;
}
