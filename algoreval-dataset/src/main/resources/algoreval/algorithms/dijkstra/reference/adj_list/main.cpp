#include <functional>
#include <iostream>
#include <queue>
#include <utility>
#include <vector>

// adj[u] holds (neighbour, weight) pairs; dist[v] == -1 means v is unreachable from src.
std::vector<long long> dijkstra(const std::vector<std::vector<std::pair<int, int>>>& adj, int src) {
    int n = static_cast<int>(adj.size());
    std::vector<long long> dist(n, -1);
    using Item = std::pair<long long, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> pq;
    dist[src] = 0;
    pq.push({0, src});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d > dist[u]) continue;
        for (auto [v, w] : adj[u]) {
            long long nd = d + w;
            if (dist[v] == -1 || nd < dist[v]) {
                dist[v] = nd;
                pq.push({nd, v});
            }
        }
    }
    return dist;
}

int main() {
    std::vector<std::vector<std::pair<int, int>>> adj = {
        {{1, 4}, {2, 1}},
        {{3, 0}, {4, 4}},
        {{1, 2}, {3, 2}, {4, 5}},
        {{4, 3}, {5, 6}},
        {{5, 2}},
        {},
        {{0, 1}, {5, 1}},
    };
    std::vector<long long> dist = dijkstra(adj, 0);
    for (int v = 0; v < static_cast<int>(dist.size()); v++) {
        std::cout << v << ' ';
        if (dist[v] == -1)
            std::cout << "INF";
        else
            std::cout << dist[v];
        std::cout << '\n';
    }
    return 0;
}
