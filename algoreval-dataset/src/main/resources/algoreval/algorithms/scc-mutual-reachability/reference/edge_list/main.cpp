#include <algorithm>
#include <iostream>
#include <utility>
#include <vector>

std::vector<std::vector<int>> sccByReachability(int n, const std::vector<std::pair<int, int>>& edges) {
    std::vector<std::vector<bool>> reach(n, std::vector<bool>(n, false));
    for (int v = 0; v < n; ++v) reach[v][v] = true;
    for (auto [u, v] : edges) reach[u][v] = true;
    // Warshall's transitive closure: afterwards reach[i][j] is true iff j is reachable from i
    for (int k = 0; k < n; ++k)
        for (int i = 0; i < n; ++i)
            if (reach[i][k])
                for (int j = 0; j < n; ++j)
                    if (reach[k][j]) reach[i][j] = true;

    std::vector<bool> assigned(n, false);
    std::vector<std::vector<int>> components;
    for (int v = 0; v < n; ++v) {
        if (assigned[v]) continue;
        std::vector<int> component;
        for (int w = 0; w < n; ++w) {
            if (reach[v][w] && reach[w][v]) {
                component.push_back(w);
                assigned[w] = true;
            }
        }
        components.push_back(component);
    }
    return components;
}

int main() {
    int n = 8;
    std::vector<std::pair<int, int>> edges = {{0, 6}, {6, 0}, {6, 2}, {2, 3}, {3, 5}, {5, 2}, {1, 0},
                                            {1, 4}, {4, 5}, {3, 7}, {4, 7}};
    auto components = sccByReachability(n, edges);
    for (auto& c : components) std::sort(c.begin(), c.end());
    std::sort(components.begin(), components.end());
    for (const auto& c : components) {
        for (size_t i = 0; i < c.size(); ++i) std::cout << (i ? " " : "") << c[i];
        std::cout << "\n";
    }
    return 0;
}
