#include <array>
#include <deque>
#include <iostream>
#include <limits>
#include <utility>
#include <vector>

// Residual network; edge e and its reverse edge e ^ 1 are stored next to each other.
class MinCostFlow {
public:
    explicit MinCostFlow(int n) : graph_(n) {}

    void addEdge(int u, int v, long long cap, long long cost) {
        graph_[u].push_back(static_cast<int>(to_.size()));
        to_.push_back(v);
        cap_.push_back(cap);
        cost_.push_back(cost);
        graph_[v].push_back(static_cast<int>(to_.size()));
        to_.push_back(u);
        cap_.push_back(0);
        cost_.push_back(-cost);
    }

    // Returns {maximum flow, minimum cost of a maximum flow}.
    std::pair<long long, long long> run(int s, int t) {
        long long flow = 0, totalCost = 0;
        std::vector<long long> dist;
        std::vector<int> prevEdge;
        while (shortestPaths(s, dist, prevEdge), dist[t] != kInf) {
            long long push = kInf;
            for (int v = t; v != s; v = to_[prevEdge[v] ^ 1]) push = std::min(push, cap_[prevEdge[v]]);
            for (int v = t; v != s; v = to_[prevEdge[v] ^ 1]) {
                cap_[prevEdge[v]] -= push;
                cap_[prevEdge[v] ^ 1] += push;
            }
            flow += push;
            totalCost += push * dist[t];
        }
        return {flow, totalCost};
    }

private:
    static constexpr long long kInf = std::numeric_limits<long long>::max() / 4;
    std::vector<std::vector<int>> graph_;
    std::vector<int> to_;
    std::vector<long long> cap_, cost_;

    // Bellman-Ford with a queue (SPFA); reverse residual edges have negative costs.
    void shortestPaths(int s, std::vector<long long>& dist, std::vector<int>& prevEdge) const {
        size_t n = graph_.size();
        dist.assign(n, kInf);
        prevEdge.assign(n, -1);
        std::vector<bool> inQueue(n, false);
        std::deque<int> queue{s};
        dist[s] = 0;
        inQueue[s] = true;
        while (!queue.empty()) {
            int u = queue.front();
            queue.pop_front();
            inQueue[u] = false;
            for (int e : graph_[u]) {
                int v = to_[e];
                if (cap_[e] > 0 && dist[u] + cost_[e] < dist[v]) {
                    dist[v] = dist[u] + cost_[e];
                    prevEdge[v] = e;
                    if (!inQueue[v]) {
                        inQueue[v] = true;
                        queue.push_back(v);
                    }
                }
            }
        }
    }
};

std::pair<long long, long long> minCostMaxFlow(int n, const std::vector<std::array<int, 4>>& edges, int s, int t) {
    MinCostFlow network(n);
    for (const auto& [u, v, cap, cost] : edges) network.addEdge(u, v, cap, cost);
    return network.run(s, t);
}

int main() {
    std::vector<std::array<int, 4>> edges = {
        {0, 4, 6, 5}, {0, 5, 4, 1}, {1, 4, 7, 2}, {1, 5, 3, 7},
        {1, 5, 4, 5}, {2, 4, 2, 4}, {2, 5, 5, 3}, {3, 6, 4, 4},
        {4, 6, 7, 2}, {5, 1, 8, 1}, {5, 2, 4, 9}, {5, 3, 6, 9},
        {5, 6, 1, 1},
    };
    auto [flow, cost] = minCostMaxFlow(7, edges, 0, 6);
    std::cout << flow << " " << cost << "\n";
    return 0;
}
