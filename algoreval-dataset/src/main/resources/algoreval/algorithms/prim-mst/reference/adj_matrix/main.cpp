#include <algorithm>
#include <array>
#include <functional>
#include <iostream>
#include <limits>
#include <queue>
#include <tuple>
#include <utility>
#include <vector>

using Edge = std::array<int, 3>;  // {u, v, w}

// Prints the total weight, then the edges as "u v w" (u < v) sorted by u, then v.
void printTree(std::vector<Edge> mst) {
    int total = 0;
    for (auto& e : mst) {
        total += e[2];
        if (e[0] > e[1]) std::swap(e[0], e[1]);
    }
    std::sort(mst.begin(), mst.end());
    std::cout << total << "\n";
    for (const auto& e : mst) std::cout << e[0] << " " << e[1] << " " << e[2] << "\n";
}

// M[u][v] == 0 means no edge. Prim's algorithm from vertex 0 with an O(n) scan for the next vertex,
// the natural fit for a dense matrix.
std::vector<Edge> primMST(const std::vector<std::vector<int>>& M) {
    const int n = static_cast<int>(M.size());
    const int INF = std::numeric_limits<int>::max();
    std::vector<int> best(n, INF), parent(n, -1);  // best[v]: lightest known edge from the tree to v
    std::vector<bool> inTree(n, false);
    best[0] = 0;
    std::vector<Edge> mst;
    for (;;) {
        int v = -1;
        for (int u = 0; u < n; ++u) {
            if (!inTree[u] && best[u] != INF && (v < 0 || best[u] < best[v])) v = u;
        }
        if (v < 0) break;
        inTree[v] = true;
        if (parent[v] >= 0) mst.push_back({parent[v], v, best[v]});
        for (int u = 0; u < n; ++u) {
            if (M[v][u] != 0 && !inTree[u] && M[v][u] < best[u]) {
                best[u] = M[v][u];
                parent[u] = v;
            }
        }
    }
    return mst;
}

int main() {
    std::vector<std::vector<int>> M = {
        {0, 4, 6, 5, 0, 0, 0, 0},
        {4, 0, 4, 0, 7, 0, 0, 0},
        {6, 4, 0, 3, 5, 6, 0, 0},
        {5, 0, 3, 0, 0, 8, 0, 10},
        {0, 7, 5, 0, 0, 3, 6, 0},
        {0, 0, 6, 8, 3, 0, 4, 9},
        {0, 0, 0, 0, 6, 4, 0, 4},
        {0, 0, 0, 10, 0, 9, 4, 0},
    };
    printTree(primMST(M));
    return 0;
}
