#include <algorithm>
#include <functional>
#include <iostream>
#include <utility>
#include <vector>

std::vector<std::vector<int>> kosarajuScc(int n, const std::vector<std::pair<int, int>>& edges) {
    std::vector<std::vector<int>> adj(n);
    for (auto [u, v] : edges) adj[u].push_back(v);
    std::vector<std::vector<int>> radj(n);
    for (int u = 0; u < n; ++u)
        for (int v : adj[u]) radj[v].push_back(u);

    std::vector<bool> visited(n, false);
    std::vector<int> order;  // vertices in increasing order of DFS finishing time
    std::function<void(int)> dfs = [&](int v) {
        visited[v] = true;
        for (int w : adj[v])
            if (!visited[w]) dfs(w);
        order.push_back(v);
    };
    for (int v = 0; v < n; ++v)
        if (!visited[v]) dfs(v);

    std::vector<bool> assigned(n, false);
    std::vector<std::vector<int>> components;
    std::function<void(int, std::vector<int>&)> collect = [&](int v, std::vector<int>& component) {
        assigned[v] = true;
        component.push_back(v);
        for (int w : radj[v])
            if (!assigned[w]) collect(w, component);
    };
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        if (!assigned[*it]) {
            std::vector<int> component;
            collect(*it, component);
            components.push_back(component);
        }
    }
    return components;
}

int main() {
    int n = 10;
    std::vector<std::pair<int, int>> edges = {{0, 5}, {5, 0}, {5, 1}, {1, 2}, {2, 6}, {6, 1}, {6, 3},
                                            {2, 4}, {4, 7}, {7, 8}, {8, 4}, {3, 8}, {0, 3}, {4, 9}};
    auto components = kosarajuScc(n, edges);
    for (auto& c : components) std::sort(c.begin(), c.end());
    std::sort(components.begin(), components.end());
    for (const auto& c : components) {
        for (size_t i = 0; i < c.size(); ++i) std::cout << (i ? " " : "") << c[i];
        std::cout << "\n";
    }
    return 0;
}
