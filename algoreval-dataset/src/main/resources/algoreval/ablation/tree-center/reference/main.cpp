#include <algorithm>
#include <iostream>
#include <vector>

std::vector<int> solve(int n, const std::vector<std::vector<int>>& edges) {
    std::vector<std::vector<int>> neighbours(n);
    for (const auto& e : edges) {
        neighbours[e[0]].push_back(e[1]);
        neighbours[e[1]].push_back(e[0]);
    }
    std::vector<int> degree(n), layer;
    for (int v = 0; v < n; v++) {
        degree[v] = static_cast<int>(neighbours[v].size());
        if (degree[v] <= 1) layer.push_back(v);
    }
    int remaining = n;
    while (remaining > 2) {
        remaining -= static_cast<int>(layer.size());
        std::vector<int> next;
        for (int leaf : layer) {
            for (int w : neighbours[leaf]) {
                if (--degree[w] == 1) next.push_back(w);
            }
        }
        layer = next;
    }
    std::sort(layer.begin(), layer.end());
    return layer;
}

int main() {
    int n = 11;
    std::vector<std::vector<int>> edges = {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5},
                                           {5, 6}, {1, 7}, {1, 8}, {1, 9}, {1, 10}};
    std::vector<int> result = solve(n, edges);
    for (size_t i = 0; i < result.size(); i++) std::cout << (i == 0 ? "" : " ") << result[i];
    std::cout << "\n";
    return 0;
}
