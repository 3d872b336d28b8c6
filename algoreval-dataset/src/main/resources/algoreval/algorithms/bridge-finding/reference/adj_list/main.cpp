#include <algorithm>
#include <functional>
#include <iostream>
#include <utility>
#include <vector>

std::vector<std::pair<int, int>> findBridges(const std::vector<std::vector<int>>& adj) {
    int V = static_cast<int>(adj.size());
    std::vector<int> disc(V, -1), low(V, 0);
    std::vector<std::pair<int, int>> bridges;
    int timer = 0;

    std::function<void(int, int)> dfs = [&](int u, int parent) {
        disc[u] = low[u] = timer++;
        for (int v : adj[u]) {
            if (v == parent) continue;
            if (disc[v] == -1) {
                dfs(v, u);
                low[u] = std::min(low[u], low[v]);
                if (low[v] > disc[u]) bridges.emplace_back(std::min(u, v), std::max(u, v));
            } else {
                low[u] = std::min(low[u], disc[v]);
            }
        }
    };

    for (int u = 0; u < V; ++u)
        if (disc[u] == -1) dfs(u, -1);
    return bridges;
}

int main() {
    std::vector<std::vector<int>> adj = {{1, 2, 3}, {0, 2}, {0, 1}, {0, 4}, {3}};
    auto bridges = findBridges(adj);
    std::sort(bridges.begin(), bridges.end());
    for (const auto& [u, v] : bridges) std::cout << u << " " << v << "\n";
    return 0;
}
