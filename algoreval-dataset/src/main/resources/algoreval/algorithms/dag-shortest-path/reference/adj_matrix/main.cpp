#include <iostream>
#include <optional>
#include <utility>
#include <vector>

constexpr int NO_EDGE = 1000000;

// M[u][v] is the weight of the edge u -> v, or NO_EDGE.
std::vector<std::optional<long long>> dagShortestPath(const std::vector<std::vector<int>>& M, int src) {
    int n = static_cast<int>(M.size());
    std::vector<std::vector<std::pair<int, int>>> adj(n);
    for (int u = 0; u < n; ++u)
        for (int v = 0; v < n; ++v)
            if (M[u][v] != NO_EDGE) adj[u].push_back({v, M[u][v]});
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
    std::vector<std::vector<int>> M = {
        {1000000, 1000000, 1000000, 6, 1000000, 2, -2, 1000000},
        {1000000, 1000000, 5, 1000000, 2, 1000000, 1000000, 1000000},
        {1, 1000000, 1000000, 1000000, 1000000, 4, 1000000, 1000000},
        {1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 2},
        {1000000, 1000000, 1000000, -10, 1000000, 1000000, 1000000, 1000000},
        {1000000, 1000000, 1000000, -3, 1000000, 1000000, 1000000, 1},
        {1000000, 1000000, 1000000, 0, 1000000, 1000000, 1000000, 3},
        {1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000, 1000000},
    };
    int src = 2;
    auto dist = dagShortestPath(M, src);
    for (size_t v = 0; v < dist.size(); ++v) {
        std::cout << v << " ";
        if (dist[v])
            std::cout << *dist[v] << "\n";
        else
            std::cout << "INF\n";
    }
    return 0;
}
