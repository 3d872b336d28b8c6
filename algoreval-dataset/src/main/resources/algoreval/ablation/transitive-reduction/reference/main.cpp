#include <algorithm>
#include <iostream>
#include <vector>

std::vector<std::vector<int>> solve(int n, const std::vector<std::vector<int>>& edges) {
    std::vector<std::vector<int>> successors(n);
    for (const auto& e : edges) successors[e[0]].push_back(e[1]);
    // reach[a][b]: b can be reached from a along one or more edges
    std::vector<std::vector<bool>> reach(n, std::vector<bool>(n, false));
    for (int start = 0; start < n; start++) {
        std::vector<int> stack = {start};
        while (!stack.empty()) {
            int x = stack.back();
            stack.pop_back();
            for (int y : successors[x]) {
                if (!reach[start][y]) {
                    reach[start][y] = true;
                    stack.push_back(y);
                }
            }
        }
    }
    std::vector<std::vector<int>> kept;
    for (const auto& e : edges) {
        int u = e[0], v = e[1];
        bool detour = false;
        for (int w : successors[u]) {
            if (w != v && reach[w][v]) detour = true;
        }
        if (!detour) kept.push_back({u, v});
    }
    return kept;
}

int main() {
    int n = 7;
    std::vector<std::vector<int>> edges = {{0, 1}, {1, 2}, {2, 3}, {0, 3}, {0, 2}, {3, 4},
                                           {1, 4}, {4, 5}, {2, 5}, {6, 5}, {6, 3}};
    std::vector<std::vector<int>> kept = solve(n, edges);
    std::sort(kept.begin(), kept.end());
    for (const auto& e : kept) std::cout << e[0] << " " << e[1] << "\n";
    return 0;
}
