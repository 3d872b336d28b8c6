#include <algorithm>
#include <functional>
#include <iostream>
#include <vector>

std::vector<std::vector<int>> tarjanScc(const std::vector<std::vector<int>>& adj) {
    int n = static_cast<int>(adj.size());
    std::vector<int> index(n, -1), low(n, 0);
    std::vector<bool> onStack(n, false);
    std::vector<int> stack;
    std::vector<std::vector<int>> components;
    int counter = 0;

    std::function<void(int)> strongConnect = [&](int v) {
        index[v] = low[v] = counter++;
        stack.push_back(v);
        onStack[v] = true;
        for (int w : adj[v]) {
            if (index[w] == -1) {
                strongConnect(w);
                low[v] = std::min(low[v], low[w]);
            } else if (onStack[w]) {
                low[v] = std::min(low[v], index[w]);
            }
        }
        if (low[v] == index[v]) {
            std::vector<int> component;
            int w;
            do {
                w = stack.back();
                stack.pop_back();
                onStack[w] = false;
                component.push_back(w);
            } while (w != v);
            components.push_back(component);
        }
    };

    for (int v = 0; v < n; ++v)
        if (index[v] == -1) strongConnect(v);
    return components;
}

int main() {
    std::vector<std::vector<int>> adj = {
        {3, 2},
        {2, 4},
        {5},
        {7, 4},
        {9},
        {8},
        {},
        {0, 1},
        {2, 9},
        {5},
    };
    auto components = tarjanScc(adj);
    for (auto& c : components) std::sort(c.begin(), c.end());
    std::sort(components.begin(), components.end());
    for (const auto& c : components) {
        for (size_t i = 0; i < c.size(); ++i) std::cout << (i ? " " : "") << c[i];
        std::cout << "\n";
    }
    return 0;
}
