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

using Edge = std::array<int, 3>;  // {u, v, w}

Matrix exactDistances(int n, const std::vector<Edge>& edges) {
    Matrix dist(n, std::vector<long long>(n, INF));
    for (int i = 0; i < n; ++i) dist[i][i] = 0;
    for (const auto& [u, v, w] : edges) dist[u][v] = std::min<long long>(dist[u][v], w);
    relaxThroughEveryVertex(dist);
    return dist;
}

// The interface: the distances as doubles, positive infinity where there is no path.
std::vector<std::vector<double>> floydWarshall(int n, const std::vector<Edge>& edges) {
    std::vector<std::vector<double>> out;
    for (const auto& row : exactDistances(n, edges)) {
        std::vector<double>& converted = out.emplace_back();
        for (long long d : row) converted.push_back(d == INF ? std::numeric_limits<double>::infinity() : static_cast<double>(d));
    }
    return out;
}

int main() {
    int n = 7;
    std::vector<Edge> edges = {{0, 1, 3}, {0, 3, 7}, {1, 2, -2}, {1, 4, 4}, {2, 0, 5}, {2, 3, 1}, {3, 4, -3},
                               {4, 2, 6}, {4, 0, 2}, {5, 0, 1}, {5, 6, -1}, {6, 3, 4}, {3, 1, 8}};
    printMatrix(exactDistances(n, edges));
    return 0;
}
