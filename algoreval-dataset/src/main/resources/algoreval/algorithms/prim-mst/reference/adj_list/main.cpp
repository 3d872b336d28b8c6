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

using AdjList = std::vector<std::vector<std::pair<int, int>>>;  // adj[u] = {(v, w), ...}

// Prim's algorithm from vertex 0 with a lazy binary heap of candidate edges.
std::vector<Edge> primAdj(const AdjList& adj) {
    const int n = static_cast<int>(adj.size());
    std::vector<bool> inTree(n, false);
    std::vector<Edge> mst;
    using Candidate = std::tuple<int, int, int>;  // (weight, vertex, parent)
    std::priority_queue<Candidate, std::vector<Candidate>, std::greater<Candidate>> heap;
    heap.push({0, 0, -1});
    while (!heap.empty() && static_cast<int>(mst.size()) < n - 1) {
        auto [w, v, parent] = heap.top();
        heap.pop();
        if (inTree[v]) continue;
        inTree[v] = true;
        if (parent >= 0) mst.push_back({parent, v, w});
        for (const auto& [u, wu] : adj[v]) {
            if (!inTree[u]) heap.push({wu, u, v});
        }
    }
    return mst;
}

std::vector<Edge> primMST(const AdjList& adj) { return primAdj(adj); }

int main() {
    AdjList adj = {
        {{1, 4}, {2, 6}, {3, 5}},
        {{0, 4}, {2, 4}, {4, 7}},
        {{0, 6}, {1, 4}, {3, 3}, {4, 5}, {5, 6}},
        {{0, 5}, {2, 3}, {5, 8}, {7, 10}},
        {{1, 7}, {2, 5}, {5, 3}, {6, 6}},
        {{2, 6}, {3, 8}, {4, 3}, {6, 4}, {7, 9}},
        {{4, 6}, {5, 4}, {7, 4}},
        {{3, 10}, {5, 9}, {6, 4}},
    };
    printTree(primMST(adj));
    return 0;
}
