#include <iostream>
#include <numeric>
#include <utility>
#include <vector>

class DisjointSet {
public:
    explicit DisjointSet(int n) : parent_(n), rank_(n, 0), components_(n) {
        std::iota(parent_.begin(), parent_.end(), 0);
    }

    int find(int x) {
        int root = x;
        while (parent_[root] != root) root = parent_[root];
        while (parent_[x] != root) {  // path compression
            int next = parent_[x];
            parent_[x] = root;
            x = next;
        }
        return root;
    }

    bool unite(int a, int b) {
        int ra = find(a), rb = find(b);
        if (ra == rb) return false;
        if (rank_[ra] < rank_[rb]) std::swap(ra, rb);
        parent_[rb] = ra;
        if (rank_[ra] == rank_[rb]) rank_[ra]++;
        components_--;
        return true;
    }

    bool connected(int a, int b) { return find(a) == find(b); }

    int count() const { return components_; }

private:
    std::vector<int> parent_;
    std::vector<int> rank_;
    int components_;
};

int main() {
    int n = 10;
    std::vector<std::vector<int>> ops = {{0, 0, 1}, {0, 2, 3}, {1, 0, 3}, {0, 1, 3}, {1, 0, 2}, {0, 4, 5}, {0, 5, 6},
                                         {0, 6, 4}, {1, 4, 6}, {1, 7, 8}, {0, 7, 8}, {0, 3, 0}, {1, 1, 8}, {0, 8, 9},
                                         {1, 9, 7}, {0, 2, 7}, {1, 0, 9}};
    DisjointSet ds(n);
    for (const auto& op : ops) {
        bool result = op[0] == 0 ? ds.unite(op[1], op[2]) : ds.connected(op[1], op[2]);
        std::cout << (result ? "true" : "false") << "\n";
    }
    std::cout << ds.count() << "\n";
    return 0;
}
