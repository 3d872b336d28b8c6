#include <algorithm>
#include <iostream>
#include <set>
#include <utility>
#include <vector>

std::vector<int> solve(int n, const std::vector<std::vector<int>>& edges) {
    std::vector<std::vector<int>> neighbours(n);
    for (const auto& e : edges) {
        neighbours[e[0]].push_back(e[1]);
        neighbours[e[1]].push_back(e[0]);
    }
    std::vector<int> degree(n);
    std::set<std::pair<int, int>> queue;  // (remaining degree, label): begin() is the next vertex
    for (int v = 0; v < n; v++) {
        degree[v] = static_cast<int>(neighbours[v].size());
        queue.insert({degree[v], v});
    }
    std::vector<int> value(n);
    int k = 0;
    while (!queue.empty()) {
        auto [d, chosen] = *queue.begin();
        queue.erase(queue.begin());
        k = std::max(k, d);
        value[chosen] = k;
        degree[chosen] = -1;
        for (int w : neighbours[chosen]) {
            if (degree[w] >= 0) {
                queue.erase({degree[w], w});
                degree[w]--;
                queue.insert({degree[w], w});
            }
        }
    }
    return value;
}

int main() {
    int n = 9;
    std::vector<std::vector<int>> edges = {{0, 1}, {0, 2}, {1, 2}, {1, 3}, {2, 3}, {0, 3},
                                           {3, 4}, {4, 5}, {5, 6}, {6, 4}, {7, 8}, {6, 7}};
    std::vector<int> value = solve(n, edges);
    for (int v = 0; v < n; v++) {
        std::cout << (v == 0 ? "" : " ") << value[v];
    }
    std::cout << "\n";
    return 0;
}
