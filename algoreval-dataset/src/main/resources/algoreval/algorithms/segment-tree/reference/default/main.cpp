#include <algorithm>
#include <iostream>
#include <vector>

class SegmentTree {
public:
    explicit SegmentTree(const std::vector<long long>& arr) : n_(static_cast<int>(arr.size())), tree_(4 * arr.size()) {
        build(1, 0, n_ - 1, arr);
    }

    void update(int i, long long value) { update(1, 0, n_ - 1, i, value); }

    long long query(int l, int r) const { return query(1, 0, n_ - 1, l, r); }

private:
    int n_;
    std::vector<long long> tree_;  // node 1 is the root; node k has children 2k and 2k+1

    void build(int node, int lo, int hi, const std::vector<long long>& arr) {
        if (lo == hi) {
            tree_[node] = arr[lo];
            return;
        }
        int mid = (lo + hi) / 2;
        build(2 * node, lo, mid, arr);
        build(2 * node + 1, mid + 1, hi, arr);
        tree_[node] = std::min(tree_[2 * node], tree_[2 * node + 1]);
    }

    void update(int node, int lo, int hi, int i, long long value) {
        if (lo == hi) {
            tree_[node] = value;
            return;
        }
        int mid = (lo + hi) / 2;
        if (i <= mid) {
            update(2 * node, lo, mid, i, value);
        } else {
            update(2 * node + 1, mid + 1, hi, i, value);
        }
        tree_[node] = std::min(tree_[2 * node], tree_[2 * node + 1]);
    }

    long long query(int node, int lo, int hi, int l, int r) const {
        if (l <= lo && hi <= r) return tree_[node];
        int mid = (lo + hi) / 2;
        if (r <= mid) return query(2 * node, lo, mid, l, r);
        if (l > mid) return query(2 * node + 1, mid + 1, hi, l, r);
        return std::min(query(2 * node, lo, mid, l, r), query(2 * node + 1, mid + 1, hi, l, r));
    }
};

int main() {
    std::vector<long long> arr = {9, 4, -2, 7, 7, 3, 15, -6, 8, 0, 5};
    std::vector<std::vector<int>> ops = {{1, 0, 10}, {1, 0, 1}, {1, 3, 6}, {0, 7, 12}, {1, 5, 10}, {0, 2, 11}, {1, 0, 4},
                                         {1, 8, 8}, {0, 4, -3}, {1, 3, 5}, {1, 6, 9}, {0, 9, 20}, {1, 8, 10}};
    SegmentTree st(arr);
    for (const auto& op : ops) {
        if (op[0] == 0) {
            st.update(op[1], op[2]);
        } else {
            std::cout << st.query(op[1], op[2]) << "\n";
        }
    }
    return 0;
}
