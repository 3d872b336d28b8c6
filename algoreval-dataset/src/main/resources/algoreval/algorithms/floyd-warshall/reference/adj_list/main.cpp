#include <algorithm>
#include <array>
#include <iostream>
#include <limits>
#include <utility>
#include <vector>

constexpr long long INF = std::numeric_limits<long long>::max();
using Matrix = std::vector<std::vector<long long>>;

// Floyd-Warshall in place on a matrix of direct distances (INF = no edge, 0 on the diagonal).
void relaxThroughEveryVertex(Matrix& dist) {
    const std::size_t n = dist.size();
    for (std::size_t k = 0; k < n; ++k) {
        for (std::size_t i = 0; i < n; ++i) {
            if (dist[i][k] == INF) continue;
            for (std::size_t j = 0; j < n; ++j) {
                if (dist[k][j] != INF && dist[i][k] + dist[k][j] < dist[i][j]) dist[i][j] = dist[i][k] + dist[k][j];
            }
        }
    }
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

using AdjList = std::vector<std::vector<std::pair<int, int>>>;  // adj[u] = {(v, w), ...}

Matrix exactDistances(const AdjList& adj) {
    const std::size_t n = adj.size();
    Matrix dist(n, std::vector<long long>(n, INF));
    for (std::size_t u = 0; u < n; ++u) {
        dist[u][u] = 0;
        for (const auto& [v, w] : adj[u]) dist[u][v] = std::min<long long>(dist[u][v], w);
    }
    relaxThroughEveryVertex(dist);
    return dist;
}

// The interface: the distances as doubles, positive infinity where there is no path.
std::vector<std::vector<double>> floydWarshall(const AdjList& adj) {
    std::vector<std::vector<double>> out;
    for (const auto& row : exactDistances(adj)) {
        std::vector<double>& converted = out.emplace_back();
        for (long long d : row) converted.push_back(d == INF ? std::numeric_limits<double>::infinity() : static_cast<double>(d));
    }
    return out;
}

int main() {
    AdjList adj = {
        {{1, 3}, {3, 7}},
        {{2, -2}, {4, 4}},
        {{0, 5}, {3, 1}},
        {{1, 8}, {4, -3}},
        {{0, 2}, {2, 6}},
        {{0, 1}, {6, -1}},
        {{3, 4}},
    };
    printMatrix(exactDistances(adj));
    return 0;
}
