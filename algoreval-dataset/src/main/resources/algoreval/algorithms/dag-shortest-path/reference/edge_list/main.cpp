#include <array>
#include <iostream>
#include <optional>
#include <utility>
#include <vector>

// edges[i] = {u, v, w}: a directed edge u -> v of weight w.
std::vector<std::optional<long long>> dagShortestPath(int n, const std::vector<std::array<int, 3>>& edges, int src) {
    std::vector<std::vector<std::pair<int, int>>> adj(n);
    for (const auto& [u, v, w] : edges) adj[u].push_back({v, w});
    // topological order by Kahn's algorithm
    std::vector<int> indegree(n, 0);
    for (const auto& arcs : adj)
        for (auto [v, w] : arcs) ++indegree[v];
    std::vector<int> order;
    for (int v = 0; v < n; ++v)
        if (indegree[v] == 0) order.push_back(v);
    for (size_t head = 0; head < order.size(); ++head)
        for (auto [v, w] : adj[order[head]])
            if (--indegree[v] == 0) order.push_back(v);

    // relax the outgoing edges of each reachable vertex in topological order
    std::vector<std::optional<long long>> dist(n);  // empty: unreachable from src
    dist[src] = 0;
    for (int u : order) {
        if (!dist[u]) continue;
        for (auto [v, w] : adj[u]) {
            long long d = *dist[u] + w;
            if (!dist[v] || d < *dist[v]) dist[v] = d;
        }
    }
    return dist;
}

int main() {
    int n = 8;
    std::vector<std::array<int, 3>> edges = {{2, 5, 4}, {2, 0, 1}, {0, 5, 2}, {5, 3, -3}, {0, 3, 6},
                                            {3, 7, 2}, {5, 7, 1}, {0, 6, -2}, {6, 7, 3}, {6, 3, 0},
                                            {1, 2, 5}, {1, 4, 2}, {4, 3, -10}};
    int src = 2;
    auto dist = dagShortestPath(n, edges, src);
    for (size_t v = 0; v < dist.size(); ++v) {
        std::cout << v << " ";
        if (dist[v])
            std::cout << *dist[v] << "\n";
        else
            std::cout << "INF\n";
    }
    return 0;
}
