#include <stdio.h>
#include <stdlib.h>

int knapsackItems(const int *weights, const int *values, int n, int capacity) {
    /* best[c] = maximum value achievable with total weight at most c */
    int *best = calloc((size_t)capacity + 1, sizeof(int));
    for (int i = 0; i < n; i++) {
        /* iterate capacities downwards so that each item is used at most once */
        for (int c = capacity; c >= weights[i]; c--) {
            int with = best[c - weights[i]] + values[i];
            if (with > best[c]) best[c] = with;
        }
    }
    int result = best[capacity];
    free(best);
    return result;
}

/* The AlgoREval+ interface: both lists have weightsSize items. */
int knapsack(const int *weights, int weightsSize, const int *values, int valuesSize, int capacity) {
    (void)valuesSize;
    return knapsackItems(weights, values, weightsSize, capacity);
}

int main(void) {
    int weights[] = {5, 4, 6, 3, 7, 2, 8, 5, 4, 9};
    int values[] = {10, 40, 30, 50, 35, 12, 45, 28, 22, 60};
    int n = (int)(sizeof weights / sizeof weights[0]);
    int capacities[] = {20, 15, 1};
    for (int k = 0; k < 3; k++) printf("%d\n", knapsackItems(weights, values, n, capacities[k]));
    return 0;
}
