#include <algorithm>
#include <array>
#include <iostream>
#include <utility>
#include <vector>

using Matrix = std::vector<std::vector<long long>>;

// Stoer-Wagner on a symmetric matrix W of total edge weights; returns {weight, one side}.
std::pair<long long, std::vector<int>> minCutOfMatrix(Matrix W) {
    int n = static_cast<int>(W.size());
    std::vector<int> owner(n);  // owner[v]: the merged vertex that original vertex v now belongs to
    std::vector<int> active(n);
    for (int v = 0; v < n; v++) owner[v] = active[v] = v;
    long long best = -1;
    std::vector<int> bestSide;
    while (active.size() > 1) {
        // one phase: grow a set by repeatedly adding the most tightly connected vertex
        std::vector<long long> connection(n, 0);
        std::vector<bool> added(n, false);
        int prev = -1, last = -1;
        for (size_t step = 0; step < active.size(); step++) {
            int v = -1;
            for (int u : active)
                if (!added[u] && (v == -1 || connection[u] > connection[v])) v = u;
            added[v] = true;
            prev = last;
            last = v;
            for (int u : active)
                if (!added[u]) connection[u] += W[v][u];
        }
        // the cut of the phase separates `last` from the other active vertices
        if (best < 0 || connection[last] < best) {
            best = connection[last];
            bestSide.clear();
            for (int v = 0; v < n; v++)
                if (owner[v] == last) bestSide.push_back(v);
        }
        // merge `last` into `prev`
        for (int u : active) {
            if (u != prev && u != last) {
                W[prev][u] += W[last][u];
                W[u][prev] = W[prev][u];
            }
        }
        for (int& o : owner)
            if (o == last) o = prev;
        active.erase(std::find(active.begin(), active.end(), last));
    }
    return {best, bestSide};
}

std::pair<long long, std::vector<int>> stoerWagner(int n, const std::vector<std::array<int, 3>>& edges) {
    Matrix W(n, std::vector<long long>(n, 0));
    for (const auto& [u, v, w] : edges) {
        W[u][v] += w;
        W[v][u] += w;
    }
    return minCutOfMatrix(W);
}

int main() {
    int n = 8;
    std::vector<std::array<int, 3>> edges = {
        {0, 6, 6}, {0, 7, 7}, {1, 2, 3}, {1, 3, 9}, {1, 4, 8},
        {2, 3, 4}, {2, 4, 2}, {2, 5, 4}, {3, 4, 3}, {3, 6, 6},
        {5, 6, 7}, {5, 7, 5}, {6, 7, 8},
    };
    auto [weight, side] = stoerWagner(n, edges);
    // print the side that does not contain vertex 0
    std::vector<bool> inSide(n, false);
    for (int v : side) inSide[v] = true;
    bool flip = inSide[0];
    std::cout << weight << "\n";
    bool first = true;
    for (int v = 0; v < n; v++) {
        if (inSide[v] != flip) {
            std::cout << (first ? "" : " ") << v;
            first = false;
        }
    }
    std::cout << "\n";
    return 0;
}
