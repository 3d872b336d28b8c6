#include <iostream>
#include <optional>
#include <utility>
#include <vector>

// adj[u] holds (v, w) pairs: a directed edge u -> v of weight w.
std::vector<std::optional<long long>> dagShortestPath(const std::vector<std::vector<std::pair<int, int>>>& adj, int src) {
    int n = static_cast<int>(adj.size());
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
    std::vector<std::vector<std::pair<int, int>>> adj = {
        {{5, 2}, {3, 6}, {6, -2}},
        {{2, 5}, {4, 2}},
        {{5, 4}, {0, 1}},
        {{7, 2}},
        {{3, -10}},
        {{3, -3}, {7, 1}},
        {{7, 3}, {3, 0}},
        {},
    };
    int src = 2;
    auto dist = dagShortestPath(adj, src);
    for (size_t v = 0; v < dist.size(); ++v) {
        std::cout << v << " ";
        if (dist[v])
            std::cout << *dist[v] << "\n";
        else
            std::cout << "INF\n";
    }
    return 0;
}
