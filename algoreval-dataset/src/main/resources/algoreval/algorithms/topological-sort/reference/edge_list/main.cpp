#include <functional>
#include <iostream>
#include <queue>
#include <utility>
#include <vector>

std::vector<int> topologicalSort(int V, const std::vector<std::pair<int, int>>& edges) {
    std::vector<std::vector<int>> adj(V);
    std::vector<int> indegree(V, 0);
    for (auto [u, v] : edges) {
        adj[u].push_back(v);
        ++indegree[v];
    }
    std::priority_queue<int, std::vector<int>, std::greater<int>> ready;
    for (int u = 0; u < V; ++u)
        if (indegree[u] == 0) ready.push(u);
    std::vector<int> order;
    while (!ready.empty()) {
        int u = ready.top();
        ready.pop();
        order.push_back(u);
        for (int v : adj[u])
            if (--indegree[v] == 0) ready.push(v);
    }
    return order;
}

int main() {
    int V = 9;
    std::vector<std::pair<int, int>> edges = {{5, 2}, {5, 0}, {4, 0}, {4, 1}, {2, 3}, {3, 1},
                                              {8, 7}, {7, 6}, {6, 3}, {0, 6}, {2, 6}, {8, 1}};
    std::vector<int> order = topologicalSort(V, edges);
    for (std::size_t i = 0; i < order.size(); ++i) std::cout << (i ? " " : "") << order[i];
    std::cout << "\n";
    return 0;
}
