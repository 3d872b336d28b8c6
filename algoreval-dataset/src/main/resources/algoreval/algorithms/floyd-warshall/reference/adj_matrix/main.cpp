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

constexpr int NO_EDGE = 999;

Matrix exactDistances(const std::vector<std::vector<int>>& M) {
    const std::size_t n = M.size();
    Matrix dist(n, std::vector<long long>(n, INF));
    for (std::size_t u = 0; u < n; ++u) {
        for (std::size_t v = 0; v < n; ++v) {
            if (M[u][v] != NO_EDGE) dist[u][v] = M[u][v];
        }
        dist[u][u] = 0;
    }
    relaxThroughEveryVertex(dist);
    return dist;
}

// The interface: the distances as doubles, positive infinity where there is no path.
std::vector<std::vector<double>> floydWarshall(const std::vector<std::vector<int>>& M) {
    std::vector<std::vector<double>> out;
    for (const auto& row : exactDistances(M)) {
        std::vector<double>& converted = out.emplace_back();
        for (long long d : row) converted.push_back(d == INF ? std::numeric_limits<double>::infinity() : static_cast<double>(d));
    }
    return out;
}

int main() {
    std::vector<std::vector<int>> M = {
        {999, 3, 999, 7, 999, 999, 999},
        {999, 999, -2, 999, 4, 999, 999},
        {5, 999, 999, 1, 999, 999, 999},
        {999, 8, 999, 999, -3, 999, 999},
        {2, 999, 6, 999, 999, 999, 999},
        {1, 999, 999, 999, 999, 999, -1},
        {999, 999, 999, 4, 999, 999, 999},
    };
    printMatrix(exactDistances(M));
    return 0;
}
