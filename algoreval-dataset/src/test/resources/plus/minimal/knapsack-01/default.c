/* Contract-minimal: int everywhere, since the contract bounds the result by 2·10^9 < 2^31; the
   one-row O(n·capacity) table the contract allows. */
#include <stdlib.h>

int knapsack(const int *weights, int weightsSize, const int *values, int valuesSize, int capacity) {
    int *best = calloc(capacity + 1, sizeof(int));
    for (int i = 0; i < weightsSize && i < valuesSize; i++) {
        for (int c = capacity; c >= weights[i]; c--) {
            if (best[c - weights[i]] + values[i] > best[c]) {
                best[c] = best[c - weights[i]] + values[i];
            }
        }
    }
    int answer = best[capacity];
    free(best);
    return answer;
}

int main(void) {
    return 0;
}
