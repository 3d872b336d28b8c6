#include <array>
#include <functional>
#include <iostream>
#include <limits>
#include <queue>
#include <utility>
#include <vector>

constexpr long long INF = std::numeric_limits<long long>::max();
using Matrix = std::vector<std::vector<long long>>;
using AdjList = std::vector<std::vector<std::pair<int, int>>>;  // adj[u] = {(v, w), ...}

// Johnson's algorithm on an adjacency list; dist[i][j] = INF when j is unreachable from i.
Matrix johnsonAdj(const AdjList& graph) {
    const int n = static_cast<int>(graph.size());
    // Bellman-Ford from a virtual source joined to every vertex by a 0-weight edge: h starts at 0.
    std::vector<long long> h(n, 0);
    for (int round = 0; round < n; ++round) {
        bool changed = false;
        for (int u = 0; u < n; ++u) {
            for (const auto& [v, w] : graph[u]) {
                if (h[u] + w < h[v]) {
                    h[v] = h[u] + w;
                    changed = true;
                }
            }
        }
        if (!changed) break;
    }
    // Reweighted edges w + h[u] - h[v] are non-negative, so Dijkstra works from every source.
    Matrix dist(n, std::vector<long long>(n, INF));
    using Item = std::pair<long long, int>;
    for (int s = 0; s < n; ++s) {
        std::vector<long long>& d = dist[s];
        std::priority_queue<Item, std::vector<Item>, std::greater<Item>> heap;
        d[s] = 0;
        heap.push({0, s});
        while (!heap.empty()) {
            auto [du, u] = heap.top();
            heap.pop();
            if (du > d[u]) continue;
            for (const auto& [v, w] : graph[u]) {
                long long nd = du + w + h[u] - h[v];
                if (nd < d[v]) {
                    d[v] = nd;
                    heap.push({nd, v});
                }
            }
        }
        for (int v = 0; v < n; ++v) {
            if (d[v] != INF) d[v] += h[v] - h[s];
        }
    }
    return dist;
}

void printMatrix(const Matrix& dist) {
    for (const auto& row : dist) {
        for (std::size_t j = 0; j < row.size(); ++j) {
            if (j > 0) std::cout << " ";
            if (row[j] == INF) std::cout << "INF";
            else std::cout << row[j];
        }
        std::cout << "\n";
    }
}

Matrix exactDistances(const AdjList& adj) { return johnsonAdj(adj); }

// The interface: the distances as doubles, positive infinity where there is no path.
std::vector<std::vector<double>> johnson(const AdjList& adj) {
    std::vector<std::vector<double>> out;
    for (const auto& row : exactDistances(adj)) {
        std::vector<double>& converted = out.emplace_back();
        for (long long d : row) converted.push_back(d == INF ? std::numeric_limits<double>::infinity() : static_cast<double>(d));
    }
    return out;
}

int main() {
    AdjList adj = {
        {{1, 4}, {2, -1}},
        {{3, -3}},
        {{1, 2}, {3, 6}},
        {{0, 5}, {2, 1}},
        {{5, -3}},
        {{1, -2}, {4, 5}},
    };
    printMatrix(exactDistances(adj));
    return 0;
}
