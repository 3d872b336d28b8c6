#include <algorithm>
#include <functional>
#include <iostream>
#include <utility>
#include <vector>

std::vector<std::pair<int, int>> findBridges(int V, const std::vector<std::pair<int, int>>& edges) {
    std::vector<std::vector<std::pair<int, int>>> adj(V);
    for (int i = 0; i < static_cast<int>(edges.size()); ++i) {
        auto [u, v] = edges[i];
        adj[u].push_back({v, i});
        adj[v].push_back({u, i});
    }
    std::vector<int> disc(V, -1), low(V, 0);
    int timer = 0;
    std::vector<std::pair<int, int>> bridges;

    std::function<void(int, int)> dfs = [&](int u, int parentEdge) {
        disc[u] = low[u] = timer++;
        for (auto [v, idx] : adj[u]) {
            if (idx == parentEdge) continue;
            if (disc[v] == -1) {
                dfs(v, idx);
                low[u] = std::min(low[u], low[v]);
                if (low[v] > disc[u]) bridges.push_back({std::min(u, v), std::max(u, v)});
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
    int V = 5;
    std::vector<std::pair<int, int>> edges = {{0, 1}, {0, 2}, {1, 2}, {0, 3}, {3, 4}};
    auto bridges = findBridges(V, edges);
    std::sort(bridges.begin(), bridges.end());
    for (const auto& [u, v] : bridges) std::cout << u << " " << v << "\n";
    return 0;
}
