#include <algorithm>
#include <functional>
#include <iostream>
#include <utility>
#include <vector>

std::vector<int> findArticulationPoints(int V, const std::vector<std::pair<int, int>>& edges) {
    std::vector<std::vector<int>> adj(V);
    for (auto [u, v] : edges) {
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    std::vector<int> disc(V, -1), low(V, 0);
    std::vector<bool> isCut(V, false);
    int timer = 0;

    std::function<void(int, int)> dfs = [&](int u, int parent) {
        disc[u] = low[u] = timer++;
        int children = 0;
        for (int v : adj[u]) {
            if (v == parent) continue;
            if (disc[v] == -1) {
                ++children;
                dfs(v, u);
                low[u] = std::min(low[u], low[v]);
                // a non-root u separates v's subtree when no back edge from it climbs above u
                if (parent != -1 && low[v] >= disc[u]) isCut[u] = true;
            } else {
                low[u] = std::min(low[u], disc[v]);
            }
        }
        // the root of a DFS tree is a cut vertex iff it has more than one tree child
        if (parent == -1 && children > 1) isCut[u] = true;
    };

    for (int u = 0; u < V; ++u)
        if (disc[u] == -1) dfs(u, -1);
    std::vector<int> points;
    for (int u = 0; u < V; ++u)
        if (isCut[u]) points.push_back(u);
    return points;
}

int main() {
    int V = 11;
    std::vector<std::pair<int, int>> edges = {{0, 1}, {1, 2}, {2, 0}, {3, 1}, {3, 4},
                                              {4, 5}, {5, 3}, {6, 5}, {8, 7}, {7, 9}};
    std::vector<int> points = findArticulationPoints(V, edges);
    std::sort(points.begin(), points.end());
    for (std::size_t i = 0; i < points.size(); ++i) std::cout << (i ? " " : "") << points[i];
    std::cout << "\n";
    return 0;
}
