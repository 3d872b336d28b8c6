#include <algorithm>
#include <iostream>
#include <utility>
#include <vector>

// Whether dst can be reached from src without using the edge {cutU, cutV}.
static bool reaches(const std::vector<std::vector<int>>& adj, int src, int dst, int cutU, int cutV) {
    std::vector<bool> seen(adj.size(), false);
    std::vector<int> stack = {src};
    seen[src] = true;
    while (!stack.empty()) {
        int x = stack.back();
        stack.pop_back();
        if (x == dst) return true;
        for (int y : adj[x]) {
            if (seen[y] || (x == cutU && y == cutV) || (x == cutV && y == cutU)) continue;
            seen[y] = true;
            stack.push_back(y);
        }
    }
    return false;
}

std::vector<int> findEulerianPath(int V, const std::vector<std::pair<int, int>>& edges) {
    std::vector<std::vector<int>> adj(V);
    for (auto [u, v] : edges) {
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    for (auto& neighbours : adj) std::sort(neighbours.begin(), neighbours.end());
    int start = -1;
    for (int u = 0; u < V && start == -1; ++u)
        if (adj[u].size() % 2 == 1) start = u;
    for (int u = 0; u < V && start == -1; ++u)
        if (!adj[u].empty()) start = u;
    if (start == -1) return {};
    // Fleury: from the current vertex take the smallest neighbour whose edge is not a bridge of
    // the unused edges, unless it is the only edge left there.
    std::vector<int> path = {start};
    int u = start;
    while (!adj[u].empty()) {
        int next = -1;
        for (int v : adj[u]) {
            if (adj[u].size() == 1 || reaches(adj, u, v, u, v)) {
                next = v;
                break;
            }
        }
        adj[u].erase(std::find(adj[u].begin(), adj[u].end(), next));
        adj[next].erase(std::find(adj[next].begin(), adj[next].end(), u));
        path.push_back(next);
        u = next;
    }
    return path;
}

int main() {
    int V = 9;
    std::vector<std::pair<int, int>> edges = {{0, 1}, {5, 0}, {1, 4}, {5, 1}, {2, 3}, {4, 2},
                                              {2, 6}, {6, 3}, {4, 5}, {7, 4}, {5, 6}, {6, 7}};
    std::vector<int> path = findEulerianPath(V, edges);
    for (std::size_t i = 0; i < path.size(); ++i) std::cout << (i ? " " : "") << path[i];
    std::cout << "\n";
    return 0;
}
