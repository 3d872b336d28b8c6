#include <algorithm>
#include <array>
#include <iostream>
#include <numeric>
#include <utility>
#include <vector>

using Edge = std::array<int, 3>;  // {u, v, w}

class DisjointSet {
public:
    explicit DisjointSet(int n) : parent(n) { std::iota(parent.begin(), parent.end(), 0); }

    int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    bool unite(int a, int b) {
        int ra = find(a), rb = find(b);
        if (ra == rb) return false;
        parent[ra] = rb;
        return true;
    }

private:
    std::vector<int> parent;
};

// Boruvka's algorithm on an edge list: every round, each component picks its lightest outgoing edge.
std::vector<Edge> boruvkaEdges(int V, const std::vector<Edge>& edges) {
    const int E = static_cast<int>(edges.size());
    // Ties go to the lower index, so equal weights can never close a cycle.
    auto lighter = [&](int i, int j) {
        return std::make_pair(edges[i][2], i) < std::make_pair(edges[j][2], j);
    };
    DisjointSet dsu(V);
    std::vector<Edge> mst;
    int components = V;
    while (components > 1) {
        std::vector<int> cheapest(V, -1);  // lightest edge leaving each component, by index
        for (int i = 0; i < E; ++i) {
            int ru = dsu.find(edges[i][0]), rv = dsu.find(edges[i][1]);
            if (ru == rv) continue;
            if (cheapest[ru] < 0 || lighter(i, cheapest[ru])) cheapest[ru] = i;
            if (cheapest[rv] < 0 || lighter(i, cheapest[rv])) cheapest[rv] = i;
        }
        bool merged = false;
        for (int i : cheapest) {
            if (i >= 0 && dsu.unite(edges[i][0], edges[i][1])) {
                mst.push_back(edges[i]);
                --components;
                merged = true;
            }
        }
        if (!merged) break;  // disconnected graph: the forest is complete
    }
    return mst;
}

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

std::vector<Edge> boruvkaMST(int V, const std::vector<Edge>& edges) { return boruvkaEdges(V, edges); }

int main() {
    int V = 9;
    std::vector<Edge> edges = {{6, 7, 3}, {0, 1, 7}, {3, 0, 5}, {2, 1, 8}, {1, 3, 9}, {4, 1, 7}, {2, 4, 5}, {3, 4, 15},
                               {5, 3, 6}, {4, 5, 8}, {6, 4, 9}, {5, 6, 11}, {8, 7, 3}, {6, 8, 5}, {2, 8, 12}};
    printTree(boruvkaMST(V, edges));
    return 0;
}
