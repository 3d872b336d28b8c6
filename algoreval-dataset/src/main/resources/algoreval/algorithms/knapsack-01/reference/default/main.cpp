#include <algorithm>
#include <iostream>
#include <vector>

int knapsack(const std::vector<int>& weights, const std::vector<int>& values, int capacity) {
    // best[c] = maximum value achievable with total weight at most c
    std::vector<int> best(capacity + 1, 0);
    for (std::size_t i = 0; i < weights.size(); i++) {
        // iterate capacities downwards so that each item is used at most once
        for (int c = capacity; c >= weights[i]; c--) {
            best[c] = std::max(best[c], best[c - weights[i]] + values[i]);
        }
    }
    return best[capacity];
}

int main() {
    std::vector<int> weights = {5, 4, 6, 3, 7, 2, 8, 5, 4, 9};
    std::vector<int> values = {10, 40, 30, 50, 35, 12, 45, 28, 22, 60};
    for (int capacity : {20, 15, 1}) std::cout << knapsack(weights, values, capacity) << '\n';
    return 0;
}
