#include <iostream>
#include <vector>

// M[u][v] == -1 means no edge; dist[v] == -1 means v is unreachable from src.
std::vector<long long> dijkstra(const std::vector<std::vector<int>>& M, int src) {
    int n = static_cast<int>(M.size());
    std::vector<long long> dist(n, -1);
    std::vector<bool> done(n, false);
    dist[src] = 0;
    for (int iter = 0; iter < n; iter++) {
        int u = -1;
        for (int v = 0; v < n; v++)
            if (!done[v] && dist[v] != -1 && (u == -1 || dist[v] < dist[u])) u = v;
        if (u == -1) break;
        done[u] = true;
        for (int v = 0; v < n; v++) {
            if (M[u][v] == -1 || done[v]) continue;
            long long nd = dist[u] + M[u][v];
            if (dist[v] == -1 || nd < dist[v]) dist[v] = nd;
        }
    }
    return dist;
}

int main() {
    std::vector<std::vector<int>> M = {
        {-1, 4, 1, -1, -1, -1, -1},
        {-1, -1, -1, 0, 4, -1, -1},
        {-1, 2, -1, 2, 5, -1, -1},
        {-1, -1, -1, -1, 3, 6, -1},
        {-1, -1, -1, -1, -1, 2, -1},
        {-1, -1, -1, -1, -1, -1, -1},
        {1, -1, -1, -1, -1, 1, -1},
    };
    std::vector<long long> dist = dijkstra(M, 0);
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
