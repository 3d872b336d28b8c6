#include <algorithm>
#include <functional>
#include <iostream>
#include <utility>
#include <vector>

std::pair<std::vector<int>, std::vector<std::vector<int>>> solve(int n, const std::vector<std::vector<int>>& edges) {
    int m = static_cast<int>(edges.size());
    std::vector<std::vector<std::pair<int, int>>> adjacency(n);  // (neighbour, edge index)
    for (int i = 0; i < m; i++) {
        adjacency[edges[i][0]].push_back({edges[i][1], i});
        adjacency[edges[i][1]].push_back({edges[i][0], i});
    }
    std::vector<int> discovered(n, -1), low(n, 0);
    std::vector<bool> fragile(m, false);
    int clock = 0;
    std::function<void(int, int)> visit = [&](int u, int via) {
        discovered[u] = low[u] = clock++;
        for (auto [v, i] : adjacency[u]) {
            if (i == via) continue;
            if (discovered[v] < 0) {
                visit(v, i);
                low[u] = std::min(low[u], low[v]);
                if (low[v] > discovered[u]) fragile[i] = true;
            } else {
                low[u] = std::min(low[u], discovered[v]);
            }
        }
    };
    for (int v = 0; v < n; v++)
        if (discovered[v] < 0) visit(v, -1);
    // Scanning the vertices in increasing order numbers each group by its smallest vertex.
    std::vector<int> group(n, -1);
    int count = 0;
    for (int start = 0; start < n; start++) {
        if (group[start] >= 0) continue;
        group[start] = count;
        std::vector<int> stack = {start};
        while (!stack.empty()) {
            int x = stack.back();
            stack.pop_back();
            for (auto [y, i] : adjacency[x]) {
                if (!fragile[i] && group[y] < 0) {
                    group[y] = count;
                    stack.push_back(y);
                }
            }
        }
        count++;
    }
    std::vector<std::vector<int>> pairs;
    for (int i = 0; i < m; i++) {
        if (!fragile[i]) continue;
        int a = group[edges[i][0]], b = group[edges[i][1]];
        pairs.push_back({std::min(a, b), std::max(a, b)});
    }
    return {group, pairs};
}

int main() {
    int n = 12;
    std::vector<std::vector<int>> edges = {{0, 6}, {6, 7}, {7, 0}, {1, 3}, {3, 5},  {5, 1},   {0, 1},  {3, 2},
                                           {7, 4}, {4, 8}, {8, 9}, {9, 4}, {9, 10}, {10, 11}, {11, 9}};
    auto [group, pairs] = solve(n, edges);
    for (int v = 0; v < n; v++) std::cout << (v == 0 ? "" : " ") << group[v];
    std::cout << "\n";
    std::sort(pairs.begin(), pairs.end());
    for (const auto& p : pairs) std::cout << p[0] << " " << p[1] << "\n";
    return 0;
}
