#include <algorithm>
#include <iostream>
#include <vector>

std::vector<std::vector<int>> sccByReachability(const std::vector<std::vector<int>>& adj) {
    int n = static_cast<int>(adj.size());
    std::vector<std::vector<bool>> reach(n, std::vector<bool>(n, false));
    for (int u = 0; u < n; ++u) {
        reach[u][u] = true;
        for (int v : adj[u]) reach[u][v] = true;
    }
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
    std::vector<std::vector<int>> adj = {
        {6},
        {0, 4},
        {3},
        {5, 7},
        {5, 7},
        {2},
        {0, 2},
        {},
    };
    auto components = sccByReachability(adj);
    for (auto& c : components) std::sort(c.begin(), c.end());
    std::sort(components.begin(), components.end());
    for (const auto& c : components) {
        for (size_t i = 0; i < c.size(); ++i) std::cout << (i ? " " : "") << c[i];
        std::cout << "\n";
    }
    return 0;
}
