#include <algorithm>
#include <functional>
#include <iostream>
#include <utility>
#include <vector>

std::vector<std::vector<int>> gabowScc(int n, const std::vector<std::pair<int, int>>& edges) {
    std::vector<std::vector<int>> adj(n);
    for (auto [u, v] : edges) adj[u].push_back(v);
    std::vector<int> preorder(n, -1);
    std::vector<bool> assigned(n, false);
    std::vector<int> s;  // visited vertices not yet assigned to a component
    std::vector<int> p;  // roots of the components on the current DFS path (boundaries in s)
    std::vector<std::vector<int>> components;
    int counter = 0;

    std::function<void(int)> visit = [&](int v) {
        preorder[v] = counter++;
        s.push_back(v);
        p.push_back(v);
        for (int w : adj[v]) {
            if (preorder[w] == -1) {
                visit(w);
            } else if (!assigned[w]) {
                // w is still open: everything on the path after w collapses into one component
                while (preorder[p.back()] > preorder[w]) p.pop_back();
            }
        }
        if (p.back() == v) {
            p.pop_back();
            std::vector<int> component;
            int w;
            do {
                w = s.back();
                s.pop_back();
                assigned[w] = true;
                component.push_back(w);
            } while (w != v);
            components.push_back(component);
        }
    };

    for (int v = 0; v < n; ++v)
        if (preorder[v] == -1) visit(v);
    return components;
}

int main() {
    int n = 10;
    std::vector<std::pair<int, int>> edges = {{0, 1}, {1, 4}, {4, 6}, {6, 1}, {0, 7}, {6, 7}, {7, 8},
                                            {2, 8}, {8, 3}, {3, 5}, {5, 2}, {3, 2}, {9, 0}, {4, 2}};
    auto components = gabowScc(n, edges);
    for (auto& c : components) std::sort(c.begin(), c.end());
    std::sort(components.begin(), components.end());
    for (const auto& c : components) {
        for (size_t i = 0; i < c.size(); ++i) std::cout << (i ? " " : "") << c[i];
        std::cout << "\n";
    }
    return 0;
}
