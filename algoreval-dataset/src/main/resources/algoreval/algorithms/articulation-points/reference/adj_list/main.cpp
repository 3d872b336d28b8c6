#include <algorithm>
#include <functional>
#include <iostream>
#include <vector>

std::vector<int> findArticulationPoints(const std::vector<std::vector<int>>& adj) {
    int V = static_cast<int>(adj.size());
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
    std::vector<std::vector<int>> adj = {{1, 2}, {0, 2, 3}, {1, 0}, {1, 4, 5}, {3, 5}, {4, 3, 6}, {5}, {8, 9}, {7}, {7}, {}};
    std::vector<int> points = findArticulationPoints(adj);
    std::sort(points.begin(), points.end());
    for (std::size_t i = 0; i < points.size(); ++i) std::cout << (i ? " " : "") << points[i];
    std::cout << "\n";
    return 0;
}
