#include <algorithm>
#include <iostream>
#include <numeric>
#include <queue>
#include <utility>
#include <vector>

// Edmonds' blossom algorithm: augmenting paths found by BFS, odd cycles contracted via base_.
class Blossom {
public:
    explicit Blossom(std::vector<std::vector<int>> adj)
        : adj_(std::move(adj)), n_(static_cast<int>(adj_.size())), mate_(n_, -1),
          parent_(n_), base_(n_), used_(n_), inBlossom_(n_) {}

    std::vector<int> solve() {
        for (int root = 0; root < n_; root++) {
            if (mate_[root] != -1) continue;
            int v = findAugmentingPath(root);
            while (v != -1) {  // flip the matched and unmatched edges along the path
                int pv = parent_[v], next = mate_[pv];
                mate_[v] = pv;
                mate_[pv] = v;
                v = next;
            }
        }
        return mate_;
    }

private:
    std::vector<std::vector<int>> adj_;
    int n_;
    std::vector<int> mate_, parent_, base_;
    std::vector<bool> used_, inBlossom_;

    // Lowest common ancestor of a and b in the alternating tree (on blossom bases).
    int lca(int a, int b) const {
        std::vector<bool> seen(n_, false);
        for (;;) {
            a = base_[a];
            seen[a] = true;
            if (mate_[a] == -1) break;
            a = parent_[mate_[a]];
        }
        for (;;) {
            b = base_[b];
            if (seen[b]) return b;
            b = parent_[mate_[b]];
        }
    }

    // Marks the blossom path from v down to base b and reverses parent links along it.
    void markPath(int v, int b, int child) {
        while (base_[v] != b) {
            inBlossom_[base_[v]] = inBlossom_[base_[mate_[v]]] = true;
            parent_[v] = child;
            child = mate_[v];
            v = parent_[mate_[v]];
        }
    }

    // BFS from a free root; returns a free vertex at the end of an augmenting path, or -1.
    int findAugmentingPath(int root) {
        std::fill(parent_.begin(), parent_.end(), -1);
        std::iota(base_.begin(), base_.end(), 0);
        std::fill(used_.begin(), used_.end(), false);  // even (outer) vertices of the tree
        used_[root] = true;
        std::queue<int> queue;
        queue.push(root);
        while (!queue.empty()) {
            int v = queue.front();
            queue.pop();
            for (int to : adj_[v]) {
                if (base_[v] == base_[to] || mate_[v] == to) continue;
                if (to == root || (mate_[to] != -1 && parent_[mate_[to]] != -1)) {
                    // edge between two even vertices: contract the odd cycle (blossom)
                    int curBase = lca(v, to);
                    std::fill(inBlossom_.begin(), inBlossom_.end(), false);
                    markPath(v, curBase, to);
                    markPath(to, curBase, v);
                    for (int i = 0; i < n_; i++) {
                        if (inBlossom_[base_[i]]) {
                            base_[i] = curBase;
                            if (!used_[i]) {
                                used_[i] = true;
                                queue.push(i);
                            }
                        }
                    }
                } else if (parent_[to] == -1) {
                    parent_[to] = v;
                    if (mate_[to] == -1) return to;
                    used_[mate_[to]] = true;
                    queue.push(mate_[to]);
                }
            }
        }
        return -1;
    }
};

// Returns mate: mate[v] is the vertex matched to v, or -1.
std::vector<int> maxMatching(int n, const std::vector<std::pair<int, int>>& edges) {
    std::vector<std::vector<int>> adj(n);
    for (const auto& [u, v] : edges) {
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    return Blossom(adj).solve();
}

int main() {
    std::vector<std::pair<int, int>> edges = {
        {0, 5}, {0, 6}, {0, 10}, {1, 5}, {1, 6}, {1, 8}, {1, 9},
        {1, 11}, {2, 3}, {2, 7}, {3, 4}, {3, 7}, {4, 6}, {4, 8},
        {4, 9}, {4, 10}, {5, 8}, {5, 11}, {6, 10}, {8, 11},
    };
    std::vector<int> mate = maxMatching(12, edges);
    auto matched = std::count_if(mate.begin(), mate.end(), [](int m) { return m != -1; });
    std::cout << matched / 2 << "\n";
    return 0;
}
