#include <algorithm>
#include <functional>
#include <iostream>
#include <vector>

std::vector<std::vector<int>> gabowScc(const std::vector<std::vector<int>>& adj) {
    int n = static_cast<int>(adj.size());
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
    std::vector<std::vector<int>> adj = {
        {1, 7},
        {4},
        {8},
        {5, 2},
        {6, 2},
        {2},
        {1, 7},
        {8},
        {3},
        {0},
    };
    auto components = gabowScc(adj);
    for (auto& c : components) std::sort(c.begin(), c.end());
    std::sort(components.begin(), components.end());
    for (const auto& c : components) {
        for (size_t i = 0; i < c.size(); ++i) std::cout << (i ? " " : "") << c[i];
        std::cout << "\n";
    }
    return 0;
}
