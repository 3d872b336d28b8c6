#include <algorithm>
#include <array>
#include <iostream>
#include <numeric>
#include <vector>

using Edge = std::array<int, 3>;  // {u, v, w}

class DisjointSet {
public:
    explicit DisjointSet(int n) : parent(n), rank(n, 0) { std::iota(parent.begin(), parent.end(), 0); }

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
        if (rank[ra] < rank[rb]) std::swap(ra, rb);
        parent[rb] = ra;
        if (rank[ra] == rank[rb]) ++rank[ra];
        return true;
    }

private:
    std::vector<int> parent, rank;
};

std::vector<Edge> kruskalMST(int V, std::vector<Edge> edges) {
    std::sort(edges.begin(), edges.end(), [](const Edge& a, const Edge& b) { return a[2] < b[2]; });
    DisjointSet dsu(V);
    std::vector<Edge> mst;
    for (const auto& e : edges) {
        if (dsu.unite(e[0], e[1])) {
            mst.push_back(e);
            if (static_cast<int>(mst.size()) == V - 1) break;
        }
    }
    return mst;
}

int main() {
    int V = 8;
    std::vector<Edge> edges = {{2, 4, 3}, {1, 5, 3}, {0, 4, 4}, {0, 1, 4}, {6, 7, 5}, {1, 3, 2}, {0, 2, 3}, {3, 5, 2},
                               {4, 6, 1}, {1, 2, 5}, {5, 7, 4}, {2, 3, 6}, {3, 4, 7}, {0, 7, 10}, {4, 5, 8}, {5, 6, 9}};
    std::vector<Edge> mst = kruskalMST(V, edges);
    int total = 0;
    for (auto& e : mst) {
        total += e[2];
        if (e[0] > e[1]) std::swap(e[0], e[1]);
    }
    std::sort(mst.begin(), mst.end());
    std::cout << total << "\n";
    for (const auto& e : mst) std::cout << e[0] << " " << e[1] << " " << e[2] << "\n";
    return 0;
}
