#include <array>
#include <functional>
#include <iostream>
#include <queue>
#include <utility>
#include <vector>

// Returns dist where dist[v] == -1 means v is unreachable from src.
std::vector<long long> dijkstra(int n, const std::vector<std::array<int, 3>>& edges, int src) {
    std::vector<std::vector<std::pair<int, int>>> adj(n);
    for (const auto& e : edges) adj[e[0]].push_back({e[1], e[2]});

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
    int n = 7;
    std::vector<std::array<int, 3>> edges = {{0, 1, 4}, {0, 2, 1}, {2, 1, 2}, {1, 3, 0},
                                             {2, 3, 2}, {3, 4, 3}, {1, 4, 4}, {2, 4, 5},
                                             {4, 5, 2}, {3, 5, 6}, {6, 0, 1}, {6, 5, 1}};
    std::vector<long long> dist = dijkstra(n, edges, 0);
    for (int v = 0; v < n; v++) {
        std::cout << v << ' ';
        if (dist[v] == -1)
            std::cout << "INF";
        else
            std::cout << dist[v];
        std::cout << '\n';
    }
    return 0;
}
