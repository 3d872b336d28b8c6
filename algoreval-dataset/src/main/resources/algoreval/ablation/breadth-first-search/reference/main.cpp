#include <iostream>
#include <queue>
#include <vector>

std::vector<int> solve(const std::vector<std::vector<int>>& adj, int s) {
    std::vector<bool> reached(adj.size(), false);
    std::queue<int> queue;
    std::vector<int> order;
    reached[s] = true;
    queue.push(s);
    while (!queue.empty()) {
        int u = queue.front();
        queue.pop();
        order.push_back(u);
        for (int v : adj[u]) {
            if (!reached[v]) {
                reached[v] = true;
                queue.push(v);
            }
        }
    }
    return order;
}

int main() {
    std::vector<std::vector<int>> adj = {{3, 1, 4}, {0, 5}, {5, 6}, {0, 6}, {0}, {1, 2}, {2, 3}, {8}, {7}};
    int s = 0;
    std::vector<int> order = solve(adj, s);
    for (size_t i = 0; i < order.size(); i++) std::cout << (i == 0 ? "" : " ") << order[i];
    std::cout << "\n";
    return 0;
}
