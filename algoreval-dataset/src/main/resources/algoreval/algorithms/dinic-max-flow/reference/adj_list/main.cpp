#include <algorithm>
#include <array>
#include <climits>
#include <iostream>
#include <queue>
#include <utility>
#include <vector>

// Residual network; edge e and its reverse edge e ^ 1 are stored next to each other.
class FlowNetwork {
public:
    explicit FlowNetwork(int n) : graph_(n), level_(n), iter_(n) {}

    void addEdge(int u, int v, long long c) {
        graph_[u].push_back(static_cast<int>(to_.size()));
        to_.push_back(v);
        cap_.push_back(c);
        graph_[v].push_back(static_cast<int>(to_.size()));
        to_.push_back(u);
        cap_.push_back(0);
    }

    long long maxFlow(int s, int t) {
        long long flow = 0;
        while (bfs(s, t)) {
            // blocking flow on the level graph; iter_[u] skips edges that are saturated or lead nowhere
            std::fill(iter_.begin(), iter_.end(), 0);
            while (long long pushed = dfs(s, t, LLONG_MAX)) flow += pushed;
        }
        return flow;
    }

private:
    std::vector<std::vector<int>> graph_;
    std::vector<int> to_;
    std::vector<long long> cap_;
    std::vector<int> level_;
    std::vector<size_t> iter_;

    bool bfs(int s, int t) {
        std::fill(level_.begin(), level_.end(), -1);
        level_[s] = 0;
        std::queue<int> queue;
        queue.push(s);
        while (!queue.empty()) {
            int u = queue.front();
            queue.pop();
            for (int e : graph_[u]) {
                int v = to_[e];
                if (cap_[e] > 0 && level_[v] < 0) {
                    level_[v] = level_[u] + 1;
                    queue.push(v);
                }
            }
        }
        return level_[t] >= 0;
    }

    long long dfs(int u, int t, long long pushed) {
        if (u == t) return pushed;
        for (; iter_[u] < graph_[u].size(); ++iter_[u]) {
            int e = graph_[u][iter_[u]];
            int v = to_[e];
            if (cap_[e] > 0 && level_[v] == level_[u] + 1) {
                long long d = dfs(v, t, std::min(pushed, cap_[e]));
                if (d > 0) {
                    cap_[e] -= d;
                    cap_[e ^ 1] += d;
                    return d;
                }
            }
        }
        return 0;
    }
};

long long dinic(const std::vector<std::vector<std::pair<int, int>>>& adj, int s, int t) {
    int n = static_cast<int>(adj.size());
    FlowNetwork network(n);
    for (int u = 0; u < n; u++)
        for (const auto& [v, c] : adj[u]) network.addEdge(u, v, c);
    return network.maxFlow(s, t);
}

int main() {
    std::vector<std::vector<std::pair<int, int>>> adj = {
        {{1, 8}, {2, 12}, {3, 4}, {4, 6}},
        {{2, 12}, {4, 10}},
        {{6, 2}},
        {{2, 6}, {4, 12}, {5, 9}, {7, 7}},
        {{7, 9}},
        {{3, 5}},
        {{2, 2}, {7, 10}},
        {},
    };
    std::cout << dinic(adj, 0, 7) << "\n";
    return 0;
}
