#include <iostream>
#include <vector>

std::vector<int> topologicalSort(const std::vector<std::vector<int>>& M) {
    int V = static_cast<int>(M.size());
    std::vector<int> indegree(V, 0);
    std::vector<bool> placed(V, false);
    for (int u = 0; u < V; ++u)
        for (int v = 0; v < V; ++v) indegree[v] += M[u][v];
    std::vector<int> order;
    for (;;) {
        // the smallest vertex not yet placed whose predecessors are all placed
        int u = -1;
        for (int v = 0; v < V && u == -1; ++v)
            if (!placed[v] && indegree[v] == 0) u = v;
        if (u == -1) break;
        placed[u] = true;
        order.push_back(u);
        for (int v = 0; v < V; ++v)
            if (M[u][v]) --indegree[v];
    }
    return order;
}

int main() {
    std::vector<std::vector<int>> M = {
        {0, 0, 0, 0, 0, 0, 1, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 1, 0, 0, 1, 0, 0},
        {0, 1, 0, 0, 0, 0, 0, 0, 0},
        {1, 1, 0, 0, 0, 0, 0, 0, 0},
        {1, 0, 1, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 1, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 1, 0, 0},
        {0, 1, 0, 0, 0, 0, 0, 1, 0},
    };
    std::vector<int> order = topologicalSort(M);
    for (std::size_t i = 0; i < order.size(); ++i) std::cout << (i ? " " : "") << order[i];
    std::cout << "\n";
    return 0;
}
