#include <functional>
#include <iostream>
#include <queue>
#include <vector>

std::vector<int> topologicalSort(const std::vector<std::vector<int>>& adj) {
    int V = static_cast<int>(adj.size());
    std::vector<int> indegree(V, 0);
    for (const auto& successors : adj)
        for (int v : successors) ++indegree[v];
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
    std::vector<std::vector<int>> adj = {{6}, {}, {3, 6}, {1}, {0, 1}, {2, 0}, {3}, {6}, {7, 1}};
    std::vector<int> order = topologicalSort(adj);
    for (std::size_t i = 0; i < order.size(); ++i) std::cout << (i ? " " : "") << order[i];
    std::cout << "\n";
    return 0;
}
