#include <array>
#include <iostream>
#include <limits>
#include <optional>
#include <vector>

using Edge = std::array<int, 3>;  // {u, v, w}
constexpr long long INF = std::numeric_limits<long long>::max();

// Distances from src (INF = unreachable), or nullopt if a negative cycle is reachable from src.
std::optional<std::vector<long long>> exactDistances(int n, const std::vector<Edge>& edges, int src) {
    std::vector<long long> dist(n, INF);
    dist[src] = 0;
    for (int round = 0; round < n - 1; ++round) {
        bool changed = false;
        for (const auto& [u, v, w] : edges) {
            if (dist[u] != INF && dist[u] + w < dist[v]) {
                dist[v] = dist[u] + w;
                changed = true;
            }
        }
        if (!changed) break;
    }
    // One more improvement after n-1 rounds means a reachable negative cycle.
    for (const auto& [u, v, w] : edges) {
        if (dist[u] != INF && dist[u] + w < dist[v]) return std::nullopt;
    }
    return dist;
}

// The interface: the distances as doubles, positive infinity where there is no path.
std::optional<std::vector<double>> bellmanFord(int n, const std::vector<Edge>& edges, int src) {
    std::optional<std::vector<long long>> exact = exactDistances(n, edges, src);
    if (!exact) return std::nullopt;
    std::vector<double> out;
    for (long long d : *exact) out.push_back(d == INF ? std::numeric_limits<double>::infinity() : static_cast<double>(d));
    return out;
}

int main() {
    int n = 8;
    std::vector<Edge> edges = {{3, 4, -4}, {0, 1, 4}, {6, 2, 1}, {2, 4, 8}, {4, 1, 3}, {1, 3, 6}, {7, 5, 2},
                               {2, 3, 3}, {5, 6, 1}, {0, 2, 5}, {6, 5, -3}, {1, 2, -2}, {3, 0, 2}, {7, 0, 4}};
    for (int src : {0, 7}) {
        auto dist = exactDistances(n, edges, src);
        if (!dist) {
            std::cout << "NEGATIVE CYCLE\n";
            continue;
        }
        for (int v = 0; v < n; ++v) {
            std::cout << v << " ";
            if ((*dist)[v] == INF) std::cout << "INF\n";
            else std::cout << (*dist)[v] << "\n";
        }
    }
    return 0;
}
