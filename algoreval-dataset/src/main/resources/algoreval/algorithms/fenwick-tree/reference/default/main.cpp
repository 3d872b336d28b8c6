#include <iostream>
#include <vector>

class FenwickTree {
public:
    explicit FenwickTree(int n) : n_(n), tree_(n + 1, 0) {}

    void add(int i, long long delta) {
        for (i++; i <= n_; i += i & -i) {
            tree_[i] += delta;
        }
    }

    long long prefixSum(int i) const {
        long long total = 0;
        for (i++; i > 0; i -= i & -i) {
            total += tree_[i];
        }
        return total;
    }

    long long rangeSum(int l, int r) const {
        return prefixSum(r) - prefixSum(l - 1);
    }

private:
    int n_;
    std::vector<long long> tree_;  // 1-based internal array
};

int main() {
    std::vector<long long> arr = {5, -3, 7, 0, 2, -8, 4, 4, 10, -1, 6, 3};
    std::vector<std::vector<int>> ops = {{1, 0, 11}, {1, 2, 5}, {0, 3, 6}, {1, 0, 3}, {0, 11, -5}, {1, 8, 11},
                                         {0, 0, -5}, {1, 0, 0}, {1, 4, 4}, {0, 6, 2}, {1, 5, 9}, {1, 3, 7}};
    FenwickTree ft(static_cast<int>(arr.size()));
    for (int i = 0; i < static_cast<int>(arr.size()); i++) {
        ft.add(i, arr[i]);
    }
    for (const auto& op : ops) {
        if (op[0] == 0) {
            ft.add(op[1], op[2]);
        } else {
            std::cout << ft.rangeSum(op[1], op[2]) << "\n";
        }
    }
    return 0;
}
