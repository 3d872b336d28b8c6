#include <algorithm>
#include <functional>
#include <iostream>
#include <vector>

std::vector<std::vector<int>> kosarajuScc(const std::vector<std::vector<int>>& M) {
    int n = static_cast<int>(M.size());
    std::vector<std::vector<int>> adj(n);
    for (int u = 0; u < n; ++u)
        for (int v = 0; v < n; ++v)
            if (M[u][v] == 1) adj[u].push_back(v);
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
    std::vector<std::vector<int>> M = {
        {0, 0, 0, 1, 0, 1, 0, 0, 0, 0},
        {0, 0, 1, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 1, 0, 1, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 1, 0},
        {0, 0, 0, 0, 0, 0, 0, 1, 0, 1},
        {1, 1, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 1, 0, 1, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 1, 0},
        {0, 0, 0, 0, 1, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    };
    auto components = kosarajuScc(M);
    for (auto& c : components) std::sort(c.begin(), c.end());
    std::sort(components.begin(), components.end());
    for (const auto& c : components) {
        for (size_t i = 0; i < c.size(); ++i) std::cout << (i ? " " : "") << c[i];
        std::cout << "\n";
    }
    return 0;
}
