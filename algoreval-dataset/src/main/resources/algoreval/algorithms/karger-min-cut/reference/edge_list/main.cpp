#include <algorithm>
#include <iostream>
#include <numeric>
#include <random>
#include <utility>
#include <vector>

// One run of random contraction; returns the size of the cut it ends with.
int contractOnce(int n, const std::vector<std::pair<int, int>>& edges, std::mt19937& rng) {
    std::vector<int> parent(n);
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&parent](int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    };
    std::uniform_int_distribution<size_t> pick(0, edges.size() - 1);
    int remaining = n;
    while (remaining > 2) {
        const auto& [u, v] = edges[pick(rng)];
        int ru = find(u), rv = find(v);
        if (ru != rv) {  // an edge inside a super-vertex is a self-loop: skip it
            parent[ru] = rv;
            remaining--;
        }
    }
    return static_cast<int>(std::count_if(edges.begin(), edges.end(),
                                          [&find](const auto& e) { return find(e.first) != find(e.second); }));
}

int kargerMinCut(int n, const std::vector<std::pair<int, int>>& edges, int trials) {
    std::mt19937 rng(12345);
    int best = static_cast<int>(edges.size());
    for (int i = 0; i < trials; i++) best = std::min(best, contractOnce(n, edges, rng));
    return best;
}

int main() {
    std::vector<std::pair<int, int>> edges = {
        {0, 2}, {0, 2}, {0, 2}, {0, 5}, {0, 7}, {1, 3}, {1, 4},
        {1, 4}, {1, 5}, {1, 6}, {2, 3}, {2, 5}, {2, 7}, {3, 4},
        {3, 6}, {3, 6}, {4, 6}, {5, 7}, {5, 7}, {6, 7},
    };
    std::cout << kargerMinCut(8, edges, 1000) << "\n";
    return 0;
}
